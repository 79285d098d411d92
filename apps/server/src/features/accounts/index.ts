// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// accounts: account and registration routes, the account services, and customer invitations.
// Everything else is the feature's own.

export { accountDataSection } from './account-data-section.ts';
export type { AccountLinkService } from './account-links.ts';
export { createAccountLinkService } from './account-links.ts';
export { inviteCustomer, queueInvitation } from './account-mails.ts';
export { accountRoutes } from './account-routes.ts';
export type { AccountService } from './account-service.ts';
export { createAccountService } from './account-service.ts';
export { passwordRoute } from './password-route.ts';
export { registrationRoute } from './registration-route.ts';
