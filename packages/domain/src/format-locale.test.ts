import { describe, expect, it } from 'vitest';
import { formatLocaleFor } from './format-locale.ts';

describe('formatLocaleFor', () => {
  it.each([
    ['nl', 'nl-BE'],
    ['NL', 'nl-BE'],
    ['nl-NL', 'nl-BE'],
    ['fr', 'fr-BE'],
    ['fr_FR', 'fr-BE'],
    ['en', 'en-GB'],
    ['en-US', 'en-GB'],
    ['de', 'en-GB'],
    ['', 'nl-BE'],
    [null, 'nl-BE'],
    [undefined, 'nl-BE'],
  ])('%j formats as %s', (language, expected) => {
    expect(formatLocaleFor(language)).toBe(expected);
  });
});
