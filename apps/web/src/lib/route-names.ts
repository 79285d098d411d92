// Named routes used in navigation (spec §2), name → path pattern. Navigation links by name so
// that a path changes in one place. Build concrete paths with react-router's generatePath.
export const routeNames = {
  home: '/',
  login: '/login',
  installations: '/installations',
  installation: '/installations/:installationId',
  monitoring: '/monitoring/feed',
  insights: '/monitoring/insights',
  energyPlan: '/monitoring/plan',
  history: '/monitoring/history',
  deviceDetails: '/monitoring/device-details',
  support: '/support',
  account: '/account',
  documentsIndex: '/documents',
  loyalty: '/loyalty',
  notifications: '/notifications',
  delivery: '/installations/deliverydetail/:id',
  dashboard: '/dashboard',
  aftersale: '/aftersale',
  confirmRegistration: '/confirmregistration',
  forgotPassword: '/forgotpassword',
  resetPassword: '/resetpassword',
  eraseAccount: '/account/erase',
} as const;
export type RouteName = keyof typeof routeNames;

/** Query parameter of /login naming where to return after signing in. */
export const RETURN_TO_PARAMETER = 'returnTo';

/** /login with the page to return to after signing in. */
export function loginPathFor(returnTo: string): string {
  return `${routeNames.login}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: returnTo })}`;
}
