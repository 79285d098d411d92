// The account in the archive of the customer's data (decision 097): the profile, the sign-ins the
// provider still holds (when, and how: password or an external provider), and what the customer
// did on the portal (the audit log: signatures, changes of the account).
import { z } from 'zod/mini';
import {
  type CustomerDataSection,
  jsonEntry,
} from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';
import { customerProfileRow, signInSessionPayloads } from './account-data-repository.ts';

const sessionPayload = z.looseObject({
  loginTs: z.optional(z.number()),
  amr: z.optional(z.array(z.string())),
});

function signInOf(payload: string, expiresAt: string | null): object {
  const parsed = sessionPayload.safeParse(JSON.parse(payload));
  const session = parsed.success ? parsed.data : {};
  return {
    signedInAt: session.loginTs ? new Date(session.loginTs * 1000).toISOString() : null,
    methods: session.amr ?? [],
    sessionExpiresAt: expiresAt,
  };
}

export const accountDataSection: CustomerDataSection = {
  name: 'account',
  titles: {
    nl: 'Profiel, aanmeldingen en activiteit',
    fr: 'Profil, connexions et activité',
    en: 'Profile, sign-ins and activity',
  },
  async collect({ db, owner }) {
    const sessions = await signInSessionPayloads(db, owner);
    return [
      jsonEntry('profile.json', (await customerProfileRow(db, owner)) ?? null),
      jsonEntry(
        'sign-ins.json',
        sessions.map((session) => signInOf(session.payload, session.expires_at)),
      ),
      jsonEntry('activity.json', await customerRows(db, 'audit_log', owner)),
    ];
  },
};
