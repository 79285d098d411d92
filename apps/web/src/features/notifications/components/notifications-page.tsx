// /notifications (spec §2): the customer's notifications, unseen first, newest first
// within each. Opening one marks it seen and goes to its action route; "mark all as seen" sends the
// unseen ids; one or all can be removed (all after a confirmation). Every change shows at once
// (the list and the navigation's dot share one cache) and is refetched. A list that failed to
// load shows the error with a retry, never "no notifications".
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { notificationPath } from '@portal/contract/notification-routes';
import type { Notification } from '@portal/contract/notifications';
import type { Language } from '@portal/contract/portal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { showSnackbar } from '../../../lib/snackbar';
import { useDeleteNotification } from '../api/delete-notification';
import { useDeleteNotifications } from '../api/delete-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationSeen } from '../api/mark-notification-seen';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';
import { ConfirmRemoveAll } from './confirm-remove-all';
import { NotificationItem } from './notification-item';
import { PushOfferCard } from './push-prompt';

/** Unseen first, then newest first (the server's order) within each. */
export function unseenFirst(list: readonly Notification[]): Notification[] {
  return [...list.filter((entry) => !entry.seen), ...list.filter((entry) => entry.seen)];
}

export function NotificationsPage({ language }: { language: Language }) {
  const { t } = useTranslation(['notifications', 'pages']);
  const navigate = useNavigate();
  const query = useNotifications();
  const markSeen = useMarkNotificationSeen();
  const markAllSeen = useMarkNotificationsSeen();
  const removeOne = useDeleteNotification();
  const removeAll = useDeleteNotifications();
  const [confirming, setConfirming] = useState(false);

  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <LoadErrorState
        title={t('notifications:loadFailedTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const list = unseenFirst(query.data);
  const unseenIds = list.filter((entry) => !entry.seen).map((entry) => entry.id);

  const open = (notification: Notification) => {
    if (!notification.seen) markSeen.mutate(notification.id);
    const path = notificationPath(notification.action, notification.params);
    if (path) void navigate(path);
  };
  const remove = (notification: Notification) =>
    removeOne.mutate(notification.id, {
      onSuccess: () => showSnackbar('success', t('notifications:removed')),
    });
  const confirmRemoveAll = () =>
    removeAll.mutate(undefined, {
      onSuccess: () => showSnackbar('success', t('notifications:removedAll')),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <PushOfferCard />
      {list.length === 0 ? (
        <EmptyState
          icon={NotificationsOutlined}
          title={t('pages:notifications.emptyTitle')}
          text={t('pages:notifications.emptyText')}
        />
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              mb: 2,
            }}
          >
            <Typography
              component="h2"
              variant="subtitle1"
              aria-live="polite"
              sx={{ fontWeight: 700, mr: 'auto' }}
            >
              {unseenIds.length > 0
                ? t('notifications:summary.unseen', { count: unseenIds.length })
                : t('notifications:summary.allSeen')}
            </Typography>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<DoneAll />}
              disabled={unseenIds.length === 0 || markAllSeen.isPending}
              onClick={() => markAllSeen.mutate(unseenIds)}
            >
              {t('notifications:actions.markAllSeen')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteSweepOutlined />}
              onClick={() => setConfirming(true)}
            >
              {t('notifications:actions.removeAll')}
            </Button>
          </Box>
          <Box
            component="ul"
            aria-label={t('notifications:listLabel')}
            sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {list.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                language={language}
                onOpen={() => open(notification)}
                onRemove={() => remove(notification)}
              />
            ))}
          </Box>
        </>
      )}
      <ConfirmRemoveAll
        open={confirming}
        pending={removeAll.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemoveAll}
      />
    </>
  );
}
