// POST loyalty/referrals/{code} (ours, no login): the friend's details and consent, which make
// them a lead of the company. Errors are the form's (a field, a known address, a rate limit).
import { type ReferralLead, referralLeadResultSchema } from '@portal/contract/loyalty';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export function sendReferral(code: string, lead: ReferralLead) {
  return apiSend(
    'POST',
    `loyalty/referrals/${encodeURIComponent(code)}`,
    lead,
    referralLeadResultSchema,
  );
}

export function useSendReferral(code: string) {
  return useMutation({
    mutationFn: (lead: ReferralLead) => sendReferral(code, lead),
    meta: { silent: true },
  });
}
