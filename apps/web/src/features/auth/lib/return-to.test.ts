import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('return path after login', () => {
  it('keeps paths of this SPA with their query and hash', () => {
    expect(safeReturnTo('/account')).toBe('/account');
    expect(safeReturnTo('/installations/3?lang=fr#offer')).toBe('/installations/3?lang=fr#offer');
  });

  it('falls back to the start page for anything else', () => {
    for (const value of [
      undefined,
      null,
      '',
      'account',
      'https://evil.example/installations',
      '//evil.example/x',
      '/\\evil.example',
      '/login?returnTo=%2Faccount',
    ]) {
      expect(safeReturnTo(value), String(value)).toBe('/installations');
    }
  });
});
