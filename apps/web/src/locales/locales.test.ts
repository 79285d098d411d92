// Every visible string exists in nl, fr and en: the three translation trees have the same keys
// (and no empty texts), namespace by namespace.
import en from '@portal/contract/notification-texts/en';
import fr from '@portal/contract/notification-texts/fr';
import nl from '@portal/contract/notification-texts/nl';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n';

const bundles: Record<string, unknown> = {
  ...import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
  // The notification texts live in the contract, shared with the server's push messages.
  './nl/notificationTexts.json': nl,
  './fr/notificationTexts.json': fr,
  './en/notificationTexts.json': en,
};

function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(tree: unknown): unknown[] {
  if (typeof tree !== 'object' || tree === null) return [tree];
  return Object.values(tree).flatMap(leaves);
}

const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(bundles)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, bundle]) => [path.slice(`./${language}/`.length), bundle]),
  );

describe('translations', () => {
  const nl = byLanguage('nl');
  const fr = byLanguage('fr');
  const en = byLanguage('en');

  it('have the same namespaces in every language', () => {
    expect(Object.keys(nl).sort()).toEqual(NAMESPACES.map((name) => `${name}.json`).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(nl).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(nl).sort());
  });

  it.each(NAMESPACES.map((name) => `${name}.json`))('have identical key sets in %s', (file) => {
    const reference = keysOf(nl[file]).sort();
    expect(reference.length).toBeGreaterThan(3);
    expect(keysOf(fr[file]).sort()).toEqual(reference);
    expect(keysOf(en[file]).sort()).toEqual(reference);
  });

  it('have no empty texts', () => {
    for (const bundle of Object.values(bundles)) {
      for (const leaf of leaves(bundle)) {
        expect(typeof leaf).toBe('string');
        expect(String(leaf).trim()).not.toBe('');
      }
    }
  });

  // The portal addresses its customers formally everywhere: "u" in Dutch, "vous" in French.
  it.each([
    ['nl', nl, /(?<!\p{L})(je|jij|jou|jouw|jezelf)(?!\p{L})/iu],
    ['fr', fr, /(?<!\p{L})(tu|toi|ton|ta|tes|te)(?!\p{L})/iu],
  ])('speak formally in %s', (_language, bundle, informal) => {
    for (const [file, tree] of Object.entries(bundle)) {
      for (const leaf of leaves(tree)) expect(String(leaf), file).not.toMatch(informal);
    }
  });

  // One apostrophe on every screen: the typographic one (l’offre, foto’s, tomorrow’s), as the
  // French and Dutch texts mostly had, never the typewriter one beside it.
  it('write the typographic apostrophe', () => {
    for (const [path, bundle] of Object.entries(bundles)) {
      for (const leaf of leaves(bundle)) expect(String(leaf), path).not.toMatch(/\p{L}'\p{L}/u);
    }
  });

  it('keep interpolation placeholders the same across languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const file of Object.keys(nl)) {
      for (const key of keysOf(nl[file])) {
        const read = (tree: unknown) =>
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(placeholders(read(fr[file])), `${file} ${key}`).toEqual(
          placeholders(read(nl[file])),
        );
        expect(placeholders(read(en[file])), `${file} ${key}`).toEqual(
          placeholders(read(nl[file])),
        );
      }
    }
  });
});
