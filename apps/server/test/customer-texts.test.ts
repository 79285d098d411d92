// The server's own words reach the customer in mails, PDFs and the sign-in pages: in every
// language each text is written (never empty), keeps the same {placeholders} as the Dutch one, shows
// no template brace, and addresses the customer formally ("u", "vous"), as the web app does.
import type { Language } from '@portal/contract/portal';
import { describe, expect, it } from 'vitest';
import { offerPdfLabels } from '../src/features/offers/offer-pdf-labels.ts';
import { ticketTypeLabels } from '../src/features/tenants/standard-lists.ts';
import { loginPageTexts } from '../src/platform/identity/login-page-texts.ts';
import { pageTexts } from '../src/platform/identity/page-texts.ts';
import { mailTexts } from '../src/platform/mail/mail-texts.ts';
import { documentLabels } from '../src/platform/pdf/document-labels.ts';
import { formLabels } from '../src/platform/pdf/form-labels.ts';

type Texts = Record<Language, unknown>;

const sets: [string, Texts][] = [
  ...Object.entries(mailTexts).map(([purpose, texts]): [string, Texts] => [
    `mail ${purpose}`,
    texts,
  ]),
  ['document PDFs', documentLabels],
  ['grid-operator forms', formLabels],
  ['offer PDF', offerPdfLabels],
  ['identity pages', pageTexts],
  ['login page', loginPageTexts],
  ...ticketTypeLabels.map((labels, index): [string, Texts] => [`ticket type ${index}`, labels]),
];

/** Every text of a tree by its dotted key; a function (a text built from values) by its name. */
function textsOf(tree: unknown, prefix = ''): Map<string, unknown> {
  if (typeof tree !== 'object' || tree === null) {
    return new Map([[prefix, tree]]);
  }
  const texts = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    for (const entry of textsOf(value, prefix ? `${prefix}.${key}` : key)) texts.set(...entry);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((m) => m[1]).sort();

const informal: Partial<Record<Language, RegExp>> = {
  nl: /(?<!\p{L})(je|jij|jou|jouw|jezelf)(?!\p{L})/iu,
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes|te)(?!\p{L})/iu,
};

describe("the server's words to the customer", () => {
  it.each(sets)('%s: written in every language, alike in placeholders, formal', (_name, texts) => {
    const dutch = textsOf(texts.nl);
    expect(dutch.size).toBeGreaterThan(0);
    for (const language of ['nl', 'fr', 'en'] as const) {
      const own = textsOf(texts[language]);
      expect([...own.keys()], language).toEqual([...dutch.keys()]);
      for (const [key, text] of own) {
        const where = `${language} ${key}`;
        if (typeof text === 'function') continue;
        expect(typeof text, where).toBe('string');
        const words = String(text);
        expect(words.trim(), where).not.toBe('');
        expect(words, where).not.toMatch(/{{|}}/);
        expect(placeholders(words), where).toEqual(placeholders(String(dutch.get(key))));
        const register = informal[language];
        if (register) expect(words, where).not.toMatch(register);
      }
    }
  });
});
