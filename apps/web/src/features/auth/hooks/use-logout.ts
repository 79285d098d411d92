// Logout for a button: runs the logout steps and forgets cached customer data. The provider's
// logout brings the browser back to /login; when the provider could not be reached the hook goes
// to /login itself.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { portalKeys } from '../../../lib/query-keys';
import { routeNames } from '../../../lib/route-names';
import { logout } from '../logout';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { leavingPage } = await logout();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== portalKeys.all[0] });
    if (!leavingPage) await navigate(routeNames.login, { replace: true });
  }, [navigate, queryClient]);
}
