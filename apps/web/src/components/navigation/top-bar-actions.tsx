// The right-side actions of the top bar (spec §2): download, share-download, options-close,
// loyalty, the monitoring device selector and home.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { routeNames } from '../../lib/route-names';
import { IconButton, IconButtonLink } from '../../ui/button';
import { CardGiftcardIcon, CloseIcon, DownloadIcon, HomeIcon, ShareIcon } from '../../ui/icons';
import type { TopBarAction } from './top-bar-types';

function ActionButton({ action }: { action: TopBarAction }) {
  const { t } = useTranslation('common');
  switch (action.kind) {
    case 'download':
      return (
        <IconButton aria-label={t('actions.download')} onClick={action.onClick}>
          <DownloadIcon />
        </IconButton>
      );
    case 'share-download':
      return (
        <IconButton aria-label={t('actions.shareDownload')} onClick={action.onClick}>
          <ShareIcon />
        </IconButton>
      );
    case 'options-close':
      return (
        <IconButton aria-label={t('actions.close')} onClick={action.onClick}>
          <CloseIcon />
        </IconButton>
      );
    case 'loyalty':
      return (
        <IconButtonLink aria-label={t('nav.loyalty')} to={routeNames.loyalty}>
          <CardGiftcardIcon />
        </IconButtonLink>
      );
    case 'device-selector':
      return action.element;
    case 'home':
      return (
        <IconButtonLink aria-label={t('actions.home')} to={routeNames.installations}>
          <HomeIcon />
        </IconButtonLink>
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
