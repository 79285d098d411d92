// Consent for the tenant's own portal client is implied: the grant is created by the server at
// login (the OpenID scopes and the portal API), never asked of the customer.
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { API_AUDIENCE } from '../tenancy/realm-settings.ts';
import { OIDC_SCOPES } from './provider-configuration.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export async function firstPartyGrant(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
): Promise<string> {
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const clientId = String(interaction.params.client_id);
  const grant =
    existing && existing.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(OIDC_SCOPES.join(' '));
  // The same scopes for the portal API's tokens: they are the tokens the client shows at userinfo,
  // and the token answer's `scope` is theirs.
  grant.addResourceScope(API_AUDIENCE, OIDC_SCOPES.join(' '));
  return grant.save();
}

/** The interaction's outcome after a successful password check: logged in, consent given. */
export async function loginResult(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
): Promise<InteractionResults> {
  const grantId = await firstPartyGrant(provider, interaction, accountId);
  return { login: { accountId, amr: ['pwd'] }, consent: { grantId } };
}
