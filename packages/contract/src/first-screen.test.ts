// The first-screen hints cookie (decision 059): what the web app writes, the server reads back;
// anything else reads as a signed-out visitor of the tenant's default language.
import { describe, expect, it } from 'vitest';
import { formatFirstScreenHints, parseFirstScreenHints } from './first-screen.ts';

describe('the first-screen hints cookie', () => {
  it('reads back what the web app writes', () => {
    const hints = { language: 'fr', signedIn: true, monitoring: false } as const;
    const value = formatFirstScreenHints(hints);
    expect(value).toBe('lang=fr&signedIn=1&monitoring=0');
    expect(parseFirstScreenHints(value)).toEqual(hints);
    expect(
      parseFirstScreenHints(formatFirstScreenHints({ signedIn: false, monitoring: true })),
    ).toEqual({ signedIn: false, monitoring: true });
  });

  it('reads no cookie, or a malformed one, as a signed-out visitor', () => {
    const visitor = { signedIn: false, monitoring: false };
    expect(parseFirstScreenHints(undefined)).toEqual(visitor);
    expect(parseFirstScreenHints('')).toEqual(visitor);
    expect(parseFirstScreenHints('%%%;=')).toEqual(visitor);
    expect(parseFirstScreenHints('signedIn=yes&monitoring=true')).toEqual(visitor);
  });

  it('drops a language the portal does not have and keeps the rest', () => {
    expect(parseFirstScreenHints('lang=de&signedIn=1&monitoring=1')).toEqual({
      signedIn: true,
      monitoring: true,
    });
    expect(parseFirstScreenHints('lang=<script>&signedIn=1')).toEqual({
      signedIn: true,
      monitoring: false,
    });
  });
});
