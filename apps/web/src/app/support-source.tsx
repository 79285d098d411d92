// What the support and repair pages hand their features from the installations feature: the
// session's shared installation list, each installation's name in words, and the choices of the
// ticket form's installation field. The app layer joins them: a feature never imports another.
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/hooks/use-session';
import { useInstallations } from '../features/installations/api/get-installations';
import { distinctInstallationTitles } from '../features/installations/lib/installation-labels';
import type { InstallationChoice } from '../features/support/lib/ticket-form';

export function useSupportSource() {
  const { t } = useTranslation('installations');
  const { isLoggedIn } = useSession();
  const query = useInstallations(isLoggedIn);
  const rows = query.data ?? [];
  const title = distinctInstallationTitles(rows, t);
  const choices: InstallationChoice[] = rows
    .filter((row) => row.OfferID !== null || row.OrderID !== null)
    .map((row) => ({
      value: row.id,
      label: title(row),
      orderId: row.OrderID,
      offerId: row.OfferID,
    }));
  /** The installation a ticket concerns, in words, or null when it is not in the list. */
  const describeInstallation = (about: { OfferID: number | null; OrderID: number | null }) => {
    const row = rows.find(
      (candidate) =>
        (about.OfferID !== null && candidate.OfferID === about.OfferID) ||
        (about.OrderID !== null && candidate.OrderID === about.OrderID),
    );
    return row ? title(row) : null;
  };
  return { query, rows, title, choices, describeInstallation };
}
