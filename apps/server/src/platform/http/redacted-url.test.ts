// The access token of the monitoring socket's URL never reaches a log line (decision 048).
import { describe, expect, it } from 'vitest';
import { redactedUrl } from './redacted-url.ts';

describe('redactedUrl', () => {
  it('keeps the parameter names and drops the token values', () => {
    expect(
      redactedUrl('/websockets/monitoring?subdomain=demo&accessToken=eyJ.secret.sig&deviceId=F1'),
    ).toBe('/websockets/monitoring?subdomain=demo&accessToken=[redacted]&deviceId=F1');
    expect(redactedUrl('/x?access_token=a&token=b&id_token_hint=c')).toBe(
      '/x?access_token=[redacted]&token=[redacted]&id_token_hint=[redacted]',
    );
    expect(redactedUrl('/x?%61ccessToken=a')).toBe('/x?%61ccessToken=[redacted]');
  });

  it('leaves URLs without a token alone', () => {
    expect(redactedUrl('/api/installations/')).toBe('/api/installations/');
    expect(redactedUrl('/api/offers/statuses?lang=nl-BE')).toBe('/api/offers/statuses?lang=nl-BE');
  });
});
