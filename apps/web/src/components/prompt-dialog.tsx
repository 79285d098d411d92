// The frame of the portal's dialogs that ask the customer something once (push, decision 038;
// installing the app, decision 045): a large icon, a title that names the dialog, a short text,
// anything the question needs below it, and the answers. Closing it by its backdrop or Escape is
// the caller's `onDismiss` (both dialogs count it as a decline).
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ElementType, type ReactNode, useId } from 'react';

export function PromptDialog({
  icon: Icon,
  title,
  text,
  children,
  actions,
  onDismiss,
}: {
  icon: ElementType;
  title: string;
  text: string;
  children?: ReactNode;
  actions: ReactNode;
  onDismiss: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onDismiss} aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3, color: 'primary.dark' }}>
        <Icon sx={{ fontSize: 40 }} aria-hidden />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: children ? 2 : 0 }}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
    </Dialog>
  );
}
