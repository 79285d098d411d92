// The right-side actions of the top bar (spec §2): download, share-download, options-close,
// loyalty, the monitoring device selector and home.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Share from '@mui/icons-material/Share';
import IconButton from '@mui/material/IconButton';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeNames } from '../../lib/route-names';
import type { TopBarAction } from './top-bar-types';

function ActionButton({ action }: { action: TopBarAction }) {
  const { t } = useTranslation('common');
  switch (action.kind) {
    case 'download':
      return (
        <IconButton aria-label={t('actions.download')} onClick={action.onClick}>
          <Download />
        </IconButton>
      );
    case 'share-download':
      return (
        <IconButton aria-label={t('actions.shareDownload')} onClick={action.onClick}>
          <Share />
        </IconButton>
      );
    case 'options-close':
      return (
        <IconButton aria-label={t('actions.close')} onClick={action.onClick}>
          <Close />
        </IconButton>
      );
    case 'loyalty':
      return (
        <IconButton aria-label={t('nav.loyalty')} component={Link} to={routeNames.loyalty}>
          <CardGiftcardOutlined />
        </IconButton>
      );
    case 'device-selector':
      return action.element;
    case 'home':
      return (
        <IconButton aria-label={t('actions.home')} component={Link} to={routeNames.installations}>
          <HomeOutlined />
        </IconButton>
      );
  }
}

export function TopBarActions({ actions }: { actions: readonly TopBarAction[] }) {
  return actions.map((action, index) => (
    // Actions are a short fixed list per page: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={`${action.kind}-${index}`}>
      <ActionButton action={action} />
    </Fragment>
  ));
}
