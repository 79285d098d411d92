import { describe, expect, it } from 'vitest';
import { readyLine } from './ready-line.ts';

describe('the ready line', () => {
  const config = { tenantOriginTemplate: 'http://{tenant}.localhost:3000' };

  it('names every tenant’s address', () => {
    expect(readyLine(config, ['demo', 'helios'])).toBe(
      'The portal is ready. Open:\n  http://demo.localhost:3000\n  http://helios.localhost:3000',
    );
  });

  it('says how to add a tenant when there is none', () => {
    expect(readyLine(config, [])).toContain('npm run tenant -- create');
  });
});
