// /account/erase (decision 098, no auth): confirm the erasure of the account from the mailed link.
import { EraseAccountPage } from '../../features/my-data/components/erase-account-page';

export default function EraseAccountRoute() {
  return <EraseAccountPage />;
}
