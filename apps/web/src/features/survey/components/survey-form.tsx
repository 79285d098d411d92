// The survey form (issue 10 §6): each of the tenant's questions as a group of five radio buttons
// (1 poor … 5 excellent), then an optional comment. Sending without every score says so at each
// question and moves the focus to the first; a server refusal shows in a snackbar.
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Survey } from '@portal/contract/survey';
import { SURVEY_COMMENT_MAX_LENGTH } from '@portal/domain/survey';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api-error';
import { showSnackbar } from '../../../lib/snackbar';
import { useSubmitSurvey } from '../api/submit-survey';
import { SCORE_VALUES, type Scores, scoresToSend, unanswered } from '../lib/survey-scores';

export function SurveyForm({ survey, onSent }: { survey: Survey; onSent: () => void }) {
  const { t } = useTranslation(['survey', 'common']);
  const submit = useSubmitSurvey(survey.orderId);
  const form = useRef<HTMLFormElement>(null);
  const [scores, setScores] = useState<Scores>({});
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<readonly string[]>([]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const open = unanswered(survey.questions, scores);
    setMissing(open);
    if (open.length > 0) {
      queueMicrotask(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"] input')?.focus(),
      );
      return;
    }
    submit.mutate(
      { scores: scoresToSend(survey.questions, scores), comment: comment.trim() || null },
      {
        onSuccess: () => {
          onSent();
          showSnackbar('success', t('survey:sent'));
        },
        onError: (error) => showSnackbar('error', t(errorKeyOf(error))),
      },
    );
  };

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('survey:form.label')}
      sx={{ display: 'grid', gap: 3 }}
    >
      {survey.questions.map((question) => {
        const id = `survey-${question}`;
        const invalid = missing.includes(question);
        return (
          <FormControl key={question} component="fieldset" error={invalid} aria-invalid={invalid}>
            <FormLabel
              component="legend"
              id={`${id}-label`}
              sx={{ fontWeight: 600, color: 'text.primary' }}
            >
              {t(`survey:question.${question}`, { defaultValue: question })}
            </FormLabel>
            <RadioGroup
              row
              name={id}
              aria-labelledby={`${id}-label`}
              value={scores[question] === undefined ? '' : String(scores[question])}
              onChange={(event) => {
                const score = Number(event.target.value);
                setScores((current) => ({ ...current, [question]: score }));
                setMissing((current) => current.filter((entry) => entry !== question));
              }}
              sx={{ gap: { xs: 0, sm: 1 } }}
            >
              {SCORE_VALUES.map((score) => (
                <FormControlLabel
                  key={score}
                  value={String(score)}
                  control={
                    <Radio
                      slotProps={{ input: { 'aria-label': t('survey:scale.score', { score }) } }}
                    />
                  }
                  label={String(score)}
                  labelPlacement="bottom"
                  sx={{ mx: 0, minWidth: 48 }}
                />
              ))}
            </RadioGroup>
            <Box
              aria-hidden
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                maxWidth: 300,
                color: 'text.secondary',
              }}
            >
              <Typography variant="caption">{t('survey:scale.low')}</Typography>
              <Typography variant="caption">{t('survey:scale.high')}</Typography>
            </Box>
            {invalid && (
              <FormHelperText sx={{ mx: 0 }}>{t('survey:form.scoreRequired')}</FormHelperText>
            )}
          </FormControl>
        );
      })}
      <TextField
        id="survey-comment"
        name="comment"
        label={t('survey:form.comment')}
        helperText={t('survey:form.commentHelp')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: SURVEY_COMMENT_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={submit.isPending}
          startIcon={<SendOutlined />}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 220 } }}
        >
          {t('survey:form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
