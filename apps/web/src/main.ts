// Entry point, kept small on purpose (decision 013): a cold /login leaves for the identity
// provider from here, before anything else loads; every other page boots the app, and starts
// the translations of its likely language at once, in parallel with the app's chunks (decision
// 017) rather than once the app runs. No top-level await: the app's chunk imports shared modules
// from this one, which must finish evaluating first.
import { startColdLogin } from './features/auth/lib/cold-login-start';
import { prefetchLanguage } from './lib/language-bundles';
import { preferredLanguage } from './lib/language-preference';
import { bootstrapDefaultLanguage } from './lib/page-bootstrap';

void startColdLogin()
  .catch(() => false)
  .then((leaving) => {
    if (leaving) return;
    const { search } = window.location;
    prefetchLanguage(preferredLanguage({ search, tenantDefault: bootstrapDefaultLanguage() }));
    return import('./app/boot');
  });
