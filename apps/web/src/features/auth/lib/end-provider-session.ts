// The identity half of logout (spec §4): forget the tokens here, revoke the refresh token at the
// provider (offline_access tokens would otherwise outlive the session), and send the browser to
// the provider's logout endpoint with the ID token as hint; it ends the provider session and
// comes back to /login (post_logout_redirect_uri).
import type { UserManager } from 'oidc-client-ts';

/** True when the browser is on its way to the provider; false when it cannot be reached. */
export async function endProviderSession(manager: UserManager): Promise<boolean> {
  const user = await manager.getUser();
  if (user?.refresh_token) {
    await manager.revokeTokens(['refresh_token']).catch((error: unknown) => {
      console.warn('Could not revoke the refresh token', error);
    });
  }
  await manager.removeUser();
  // Load the provider's metadata first: once the logout endpoint is known, leaving cannot fail.
  const endpoint = await manager.metadataService.getEndSessionEndpoint().catch(() => undefined);
  if (!endpoint) return false;
  // Resolves only when the page comes back from the back-forward cache: do not wait for it.
  void manager.signoutRedirect({ id_token_hint: user?.id_token }).catch((error: unknown) => {
    console.error('Logout failed', error);
  });
  return true;
}
