// Entry point, kept small on purpose (decision 013): a cold /login leaves for the identity
// provider from here, before anything else loads; every other page boots the app. No top-level
// await: the app's chunk imports shared modules from this one, which must finish evaluating first.
import { startColdLogin } from './features/auth/lib/cold-login-start';

void startColdLogin()
  .catch(() => false)
  .then((leaving) => (leaving ? undefined : import('./app/boot')));
