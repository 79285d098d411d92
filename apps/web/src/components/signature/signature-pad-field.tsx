// The drawn-signature widget (spec §2, §5): a signature_pad canvas in a grey box with undo and
// clear, plus two ways to sign without drawing: typing one's name, which the pad shows written in
// a handwriting font (typed-signature.ts), and loading an image of the signature (png, jpeg or svg
// only). Both work with the keyboard alone. The parent reads the pad through the `ref` actions
// (save, lock…) and learns whether it is empty through onEmptyChange, to keep its submit disabled.
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ChangeEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureImageTypeError, SUPPORTED_SIGNATURE_TYPES } from './signature-options';
import { SIGN_LINE } from './typed-signature';
import { type SignaturePadActions, useSignaturePad } from './use-signature-pad';

const TYPE_NAMES = 'PNG, JPEG, SVG';

export function SignaturePadField({
  label,
  onEmptyChange,
  locked = false,
  ref,
}: {
  label: string;
  onEmptyChange?: (isEmpty: boolean) => void;
  /** Read-only: the pad takes no strokes and its actions are off (while sending, once signed). */
  locked?: boolean;
  ref?: Ref<SignaturePadActions>;
}) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const [typedName, setTypedName] = useState('');
  const [typeError, setTypeError] = useState(false);
  const actions = useSignaturePad(canvasRef, (change) => {
    setIsEmpty(change.isEmpty);
    setTypedName(change.typedName);
    if (!change.isEmpty) setTypeError(false);
    onEmptyChange?.(change.isEmpty);
  });
  useImperativeHandle(ref, () => actions, [actions]);

  useEffect(() => {
    actions.lock(locked);
  }, [actions, locked]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await actions.load(file);
      setTypeError(false);
    } catch (error) {
      if (error instanceof SignatureImageTypeError) setTypeError(true);
      else throw error;
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'grey.300',
          borderRadius: '16px',
          overflow: 'hidden',
          opacity: locked ? 0.7 : 1,
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('signature.canvasLabel')}
          aria-describedby={hintId}
          style={{
            display: 'block',
            width: '100%',
            height: 200,
            touchAction: 'none',
            cursor: locked ? 'default' : 'crosshair',
            position: 'relative',
            zIndex: 1,
          }}
        />
        {/* The line to sign on, drawn under the transparent canvas. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: SIGN_LINE.inset,
            right: SIGN_LINE.inset,
            bottom: SIGN_LINE.bottom,
            borderBottom: 1,
            borderColor: 'grey.400',
          }}
        />
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('signature.hint')}
      </Typography>
      <TextField
        label={t('signature.typeLabel')}
        value={typedName}
        onChange={(event) => {
          setTypedName(event.target.value);
          void actions.type(event.target.value);
        }}
        disabled={locked}
        autoComplete="name"
        fullWidth
        size="small"
        sx={{ mt: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          color="inherit"
          sx={{ paddingInline: 1.5 }}
          startIcon={<UndoOutlined />}
          onClick={actions.undo}
          disabled={locked || isEmpty}
        >
          {t('signature.undo')}
        </Button>
        <Button
          color="inherit"
          sx={{ paddingInline: 1.5 }}
          startIcon={<ClearOutlined />}
          onClick={actions.clear}
          disabled={locked || isEmpty}
        >
          {t('signature.clear')}
        </Button>
        {/* A real button that opens the hidden file input: a label dressed as a button may not
            carry the button role, and a keyboard could not open it. */}
        <Button
          color="inherit"
          sx={{ paddingInline: 1.5 }}
          startIcon={<UploadFileOutlined />}
          onClick={() => fileRef.current?.click()}
          disabled={locked}
        >
          {t('signature.loadImage')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          hidden
          accept={SUPPORTED_SIGNATURE_TYPES.join(',')}
          onChange={(event) => void onFile(event)}
          disabled={locked}
        />
      </Box>
      {typeError && (
        <FormHelperText error role="alert">
          {t('signature.typeError', { types: TYPE_NAMES })}
        </FormHelperText>
      )}
    </Box>
  );
}
