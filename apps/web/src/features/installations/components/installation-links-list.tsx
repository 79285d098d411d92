// Links to every sub-page and document page that applies to one installation.
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/link-list';
import { installationLinks } from '../lib/installation-links';

export function InstallationLinksList({
  row,
  features,
}: {
  row: InstallationRow;
  features: readonly string[];
}) {
  const { t } = useTranslation('installations');
  return (
    <LinkList
      label={t('links.label')}
      links={installationLinks(row, features).map((link) => ({
        ...link,
        text: t(`links.${link.key}`),
      }))}
    />
  );
}
