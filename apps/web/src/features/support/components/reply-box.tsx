// The reply box under a thread: a message, optionally with photos ("add photos"), sent as one
// message. The text is mandatory unless photos go (spec §5: 'This field is mandatory').
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { TICKET_TEXT_MAX } from '@portal/contract/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import { useSendReply } from '../api/send-message';
import { photoProblems } from '../lib/photo-checks';
import { PhotoPicker } from './photo-picker';

export function ReplyBox({ issueId }: { issueId: number }) {
  const { t } = useTranslation('support');
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const send = useSendReply(issueId);
  const problems = photoProblems(photos);
  const empty = message.trim() === '' && photos.length === 0;
  const showEmpty = touched && empty;

  const submit = () => {
    setTouched(true);
    if (empty || problems.length > 0) return;
    send.mutate(
      { message: message.trim(), photos },
      {
        onSuccess: () => {
          setMessage('');
          setPhotos([]);
          setTouched(false);
          showSnackbar('success', t('reply.sent'));
        },
        onError: () => showSnackbar('error', t('reply.failed')),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ mt: 3 }}
    >
      <TextField
        label={t('reply.label')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={showEmpty}
        helperText={showEmpty ? t('form.mandatory') : undefined}
        slotProps={{ htmlInput: { maxLength: TICKET_TEXT_MAX } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5, alignItems: 'flex-start' }}>
        <PhotoPicker
          photos={photos}
          onChange={setPhotos}
          problems={problems}
          label={t('reply.addPhotos')}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendOutlined />}
          disabled={send.isPending}
          sx={{ ml: 'auto' }}
        >
          {send.isPending ? t('reply.sending') : t('reply.send')}
        </Button>
      </Box>
    </Box>
  );
}
