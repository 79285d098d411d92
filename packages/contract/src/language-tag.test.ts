// Language negotiation: any well-formed tag picks nl, fr or en; others get English.
import { describe, expect, it } from 'vitest';
import {
  negotiatedLanguageSchema,
  preferredLanguage,
  supportedLanguageOf,
} from './language-tag.ts';

describe('language tags', () => {
  it('reads the primary subtag of any well-formed tag', () => {
    expect(supportedLanguageOf('nl-BE')).toBe('nl');
    expect(supportedLanguageOf('FR_ca')).toBe('fr');
    expect(supportedLanguageOf('en-Latn-US')).toBe('en');
    expect(supportedLanguageOf('de')).toBeUndefined();
  });

  it('negotiates a lang parameter, English for a language the portal does not have', () => {
    expect(negotiatedLanguageSchema.parse('en-US')).toBe('en');
    expect(negotiatedLanguageSchema.parse('nl')).toBe('nl');
    expect(negotiatedLanguageSchema.parse('es-ES')).toBe('en');
    expect(negotiatedLanguageSchema.safeParse('1234').success).toBe(false);
    expect(negotiatedLanguageSchema.safeParse('').success).toBe(false);
  });

  it('takes the first supported language of Accept-Language lists, else the fallback', () => {
    expect(preferredLanguage(['de-DE,fr;q=0.8,en;q=0.5'], 'nl')).toBe('fr');
    expect(preferredLanguage([undefined, 'en-GB'], 'nl')).toBe('en');
    expect(preferredLanguage(['de, es'], 'nl')).toBe('nl');
  });
});
