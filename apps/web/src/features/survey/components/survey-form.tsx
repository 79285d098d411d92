// The survey form: each of the tenant's questions as a group of five radio buttons
// (1 poor … 5 excellent), then an optional comment. Sending without every score says so at each
// question and moves the focus to the first; a server refusal shows in a snackbar.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Survey } from '@portal/contract/survey';
import { SURVEY_COMMENT_MAX_LENGTH } from '@portal/domain/survey';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '../../../components/submit-row';
import { focusFirstInvalid } from '../../../hooks/use-form-fields';
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
      queueMicrotask(() => focusFirstInvalid(form.current, '[aria-invalid="true"] input'));
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
      sx={{ display: 'grid', gap: 2 }}
    >
      {survey.questions.map((question) => {
        const id = `survey-${question}`;
        const invalid = missing.includes(question);
        return (
          <Paper
            key={question}
            variant="outlined"
            sx={{ borderRadius: '16px', p: { xs: 2, sm: 2.5 } }}
          >
            <FormControl component="fieldset" error={invalid} aria-invalid={invalid} fullWidth>
              <FormLabel
                component="legend"
                id={`${id}-label`}
                sx={{
                  fontWeight: 700,
                  color: 'text.primary',
                  '&.Mui-focused': { color: 'text.primary' },
                }}
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
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(5, minmax(0, 64px))',
                  mt: 1,
                }}
              >
                {SCORE_VALUES.map((score) => (
                  <FormControlLabel
                    key={score}
                    value={String(score)}
                    control={
                      <Radio
                        slotProps={{
                          input: { 'aria-label': t('survey:scale.score', { score }) },
                        }}
                      />
                    }
                    label={
                      <Box
                        component="span"
                        aria-hidden
                        sx={{ display: 'grid', justifyItems: 'center' }}
                      >
                        <span>{score}</span>
                        <Typography
                          component="span"
                          variant="caption"
                          sx={{ color: 'text.secondary', minHeight: '1.5em' }}
                        >
                          {score === SCORE_VALUES[0]
                            ? t('survey:scale.low')
                            : score === SCORE_VALUES.at(-1)
                              ? t('survey:scale.high')
                              : ''}
                        </Typography>
                      </Box>
                    }
                    labelPlacement="bottom"
                    sx={{ mx: 0 }}
                  />
                ))}
              </RadioGroup>
              {invalid && (
                <FormHelperText sx={{ mx: 0 }}>{t('survey:form.scoreRequired')}</FormHelperText>
              )}
            </FormControl>
          </Paper>
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
      <SubmitRow label={t('survey:form.submit')} pending={submit.isPending} />
    </Box>
  );
}
