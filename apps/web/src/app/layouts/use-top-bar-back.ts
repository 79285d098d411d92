// The back button of the current page: hidden on the home view and for visitors; otherwise it
// follows the page's back options, then the route history (see resolve-back.ts).
import { useNavigate } from 'react-router';
import { resolveBack } from '../../components/navigation/resolve-back';
import type { BackOptions } from '../../components/navigation/top-bar-types';
import { readHistory } from '../../lib/route-history';
import { routeNames } from '../../lib/route-names';

export function useTopBarBack(back: BackOptions | false | undefined, shown: boolean) {
  const navigate = useNavigate();
  if (!shown || back === false) return undefined;
  return () => {
    const action = resolveBack(back ?? {}, readHistory(), routeNames.installations);
    if (action.kind === 'callback') action.run();
    else if (action.kind === 'history-back') void navigate(-1);
    else void navigate(action.to);
  };
}
