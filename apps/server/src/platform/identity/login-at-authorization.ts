// Keycloak answers its authorization endpoint with the login page itself; so does each embedded
// realm (decision 013). The provider ends an authorization request that needs a login with a 303
// to the interaction URL, after setting the interaction cookies; this middleware turns that
// answer into the login form (200), the cookies kept, so the browser is one redirect shorter.
// Other interactions (consent only) keep their redirect to the interaction route.
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config/config.ts';
import type { PageBranding } from './branded-page.ts';
import { loginPage } from './login-page.ts';
import { loginPageLinks } from './login-page-links.ts';
import { languageOf, sendBrandedPage } from './provider-pages.ts';

type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

export function loginFormAtAuthorization(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
  branding: PageBranding,
): Middleware {
  const { tenant } = branding;
  const links = loginPageLinks(config, tenant);
  return async (ctx, next) => {
    await next();
    const interaction = ctx.oidc?.entities.Interaction;
    if (
      ctx.status !== 303 ||
      !interaction ||
      interaction.prompt.name !== 'login' ||
      !ctx.response.get('location').endsWith(`/interaction/${interaction.uid}`)
    ) {
      return;
    }
    const language = languageOf(ctx, branding);
    const hint = interaction.params.login_hint;
    ctx.remove('location');
    ctx.status = 200;
    sendBrandedPage(
      ctx,
      branding,
      loginPage({
        language,
        ...links.forPage(interaction.uid, language),
        email: typeof hint === 'string' ? hint : '',
        problems: {},
      }),
    );
  };
}
