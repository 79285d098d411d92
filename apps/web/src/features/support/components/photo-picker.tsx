// "Add photos": a file input for photos as a phone takes them (camera or gallery), with the chosen
// ones listed (each removable) and the problems of spec §5 ('File {name} is too big') shown.
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, type PhotoProblem } from '../lib/photo-checks';

export function photoProblemText(t: TFunction<'support'>, problem: PhotoProblem): string {
  if (problem.kind === 'tooMany') return t('form.tooMany', { max: problem.max });
  return t(problem.kind === 'tooBig' ? 'form.tooBig' : 'form.notAPhoto', { name: problem.name });
}

export function PhotoPicker({
  photos,
  onChange,
  problems,
  label,
}: {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  problems: readonly PhotoProblem[];
  label: string;
}) {
  const { t } = useTranslation('support');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          onChange([...photos, ...chosen]);
        }}
      />
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<AddPhotoAlternateOutlined />}
        onClick={() => input.current?.click()}
        aria-describedby={problems.length > 0 ? errorId : undefined}
      >
        {label}
      </Button>
      {photos.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('reply.photosChosen', { count: photos.length })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {photos.map((photo, index) => (
              <Chip
                key={`${photo.name}:${photo.size}:${photo.lastModified}`}
                label={photo.name}
                onDelete={() => onChange(photos.filter((_, other) => other !== index))}
                deleteIcon={<Close aria-label={t('reply.removePhoto', { name: photo.name })} />}
              />
            ))}
          </Box>
        </Box>
      )}
      {problems.length > 0 && (
        <Box id={errorId} role="alert" sx={{ mt: 1 }}>
          {problems.map((problem) => (
            <Typography key={JSON.stringify(problem)} variant="body2" sx={{ color: 'error.main' }}>
              {photoProblemText(t, problem)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
