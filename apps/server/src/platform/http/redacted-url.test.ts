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

  it('drops the values of array and object forms of a token parameter too', () => {
    expect(redactedUrl('/x?accessToken[]=a&accessToken[0]=b&accessToken%5B%5D=c')).toBe(
      '/x?accessToken[]=[redacted]&accessToken[0]=[redacted]&accessToken%5B%5D=[redacted]',
    );
    expect(redactedUrl('/x?token[value]=a&ACCESS_TOKEN=b&refresh_token.x=c&a+ccessToken=d')).toBe(
      '/x?token[value]=[redacted]&ACCESS_TOKEN=[redacted]&refresh_token.x=[redacted]&a+ccessToken=d',
    );
    expect(redactedUrl('/x?%E0%A4%A=1&accessToken[=e')).toBe(
      '/x?%E0%A4%A=1&accessToken[=[redacted]',
    );
  });

  it('leaves URLs without a token alone', () => {
    expect(redactedUrl('/api/installations/')).toBe('/api/installations/');
    expect(redactedUrl('/api/offers/statuses?lang=nl-BE')).toBe('/api/offers/statuses?lang=nl-BE');
  });
});
