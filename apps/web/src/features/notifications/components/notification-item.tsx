// One notification in the list: what it is about (icon), its title and text in the interface
// language (tenant texts may override them), when it came, whether it is new, and two actions:
// open it (marks it seen and goes to its route) and remove it.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_TEXTS_NAMESPACE,
  notificationTextValues,
} from '@portal/contract/notification-text';
import type { Notification } from '@portal/contract/notifications';
import type { Language } from '@portal/contract/portal';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { visuallyHidden } from '../../../components/visually-hidden';
import { notificationIcon } from './notification-icons';

export function useNotificationWords(notification: Notification, language: Language) {
  const { t } = useTranslation(NOTIFICATION_TEXTS_NAMESPACE);
  const values = notificationTextValues(notification.params, language);
  const key = notification.notificationId;
  return {
    title: t(`${key}.title`, { ...values, defaultValue: '' }) || t('common:nav.notifications'),
    body: t(`${key}.body`, { ...values, defaultValue: '' }),
  };
}

export function NotificationItem({
  notification,
  language,
  onOpen,
  onRemove,
}: {
  notification: Notification;
  language: Language;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { title, body } = useNotificationWords(notification, language);
  const Icon = notificationIcon(notification.notificationId);
  const unseen = !notification.seen;
  return (
    <Box
      component="li"
      sx={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        borderRadius: '16px',
        border: 1,
        borderColor: unseen ? alpha(theme.palette.primary.main, 0.6) : 'divider',
        bgcolor: unseen ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
      })}
    >
      <ButtonBase
        onClick={onOpen}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.5,
          p: 2,
          pr: 0.5,
          textAlign: 'left',
          borderRadius: '16px',
        }}
      >
        <Box sx={{ position: 'relative', flexShrink: 0 }}>
          <IconTile icon={Icon} />
          {unseen && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                top: -3,
                right: -3,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'error.main',
                border: 2,
                borderColor: 'background.paper',
              }}
            />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: unseen ? 700 : 600, overflowWrap: 'anywhere' }}
          >
            {unseen && <Box component="span" sx={visuallyHidden}>{`${t('item.new')}: `}</Box>}
            {title}
          </Typography>
          {body && (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', mt: 0.25, overflowWrap: 'anywhere' }}
            >
              {body}
            </Typography>
          )}
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
          >
            {formatDate(notification.createdAt, formatLocaleFor(language))}
          </Typography>
        </Box>
      </ButtonBase>
      <Tooltip title={t('item.remove')}>
        <IconButton
          aria-label={t('item.removeNamed', { title })}
          onClick={onRemove}
          sx={{ mt: 1.25, mr: 1 }}
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
