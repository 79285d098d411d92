// The server build's first screen (decision 059): which screen a request shows, what its HTML
// holds (the shell for both widths, the page's frame, the screen's translations and the tenant's
// colours) and what it leaves to the browser.
import { describe, expect, it } from 'vitest';
import { firstScreenBlockSchema } from '../../lib/first-screen-block';
import { tenantConfig, tenantPage } from '../../testing/first-screen-page';
import renderer from './render-first-screen';

const page = tenantPage;

const signedIn = { signedIn: true, monitoring: false };

function blockOf(head: string) {
  const json = /<script type="application\/json" id="portal-first-screen">(.*)<\/script>/.exec(
    head,
  );
  return firstScreenBlockSchema.parse(JSON.parse(json?.[1] ?? 'null'));
}

describe('the first screen the server paints', () => {
  it('shows a page in the address language, else the hinted one, else the tenant default', () => {
    const screenOf = (url: string, language?: 'fr' | 'en') =>
      renderer.screenOf({ url, hints: { ...signedIn, language }, page });
    expect(screenOf('/installations?lang=en', 'fr')).toEqual({
      path: '/installations',
      language: 'en',
      signedIn: true,
      monitoring: false,
    });
    expect(screenOf('/installations', 'fr')?.language).toBe('fr');
    expect(screenOf('/installations')?.language).toBe('nl');
    const onlyFrench = { ...page, config: { ...tenantConfig, languages: ['fr'] } };
    expect(
      renderer.screenOf({ url: '/installations?lang=en', hints: signedIn, page: onlyFrench })
        ?.language,
    ).toBe('fr');
  });

  it('leaves to the browser a cold /login and a page its guards would send elsewhere', () => {
    const screenOf = (url: string, hints = signedIn) => renderer.screenOf({ url, hints, page });
    expect(screenOf('/login')).toBeUndefined();
    expect(screenOf('/installations', { signedIn: false, monitoring: false })).toBeUndefined();
    const withoutLoyalty = { ...page, config: { ...tenantConfig, features: [] } };
    expect(
      renderer.screenOf({ url: '/loyalty', hints: signedIn, page: withoutLoyalty }),
    ).toBeUndefined();
    expect(screenOf('/forgotpassword', { signedIn: false, monitoring: false })?.path).toBe(
      '/forgotpassword',
    );
  });

  it('paints /installations: both navigations, the intro, a spinner for the list', async () => {
    const screen = renderer.screenOf({ url: '/installations', hints: signedIn, page });
    if (!screen) throw new Error('no screen');
    const painted = await renderer.render(screen, page);
    expect(painted.language).toBe('nl');
    expect(painted.title).toBe('Mijn installaties · Zon & $& Co');
    expect(painted.root).toMatch(/^<div id="root" data-first-screen="painted">/);
    const root = new DOMParser().parseFromString(painted.root, 'text/html');
    const navigations = root.querySelectorAll('nav[aria-label="Hoofdnavigatie"]');
    expect(navigations).toHaveLength(2);
    expect(root.querySelector('main p')?.textContent).toMatch(/^Volg hier elke installatie/);
    expect(root.querySelector('main [role="progressbar"]')).not.toBeNull();
    expect(root.querySelector('main li')).toBeNull();
    // Everything inline: no boundary swapped in later by a script, no preload from the body.
    expect(painted.root).not.toMatch(/<script|<template|<link/);
    expect(painted.head).toContain('--brand:#1565c0');
    const block = blockOf(painted.head);
    expect(block).toMatchObject({ path: '/installations', language: 'nl', signedIn: true });
    expect(Object.keys(block.translations).sort()).toEqual(['common', 'installations', 'pages']);
    expect(block.translations.common?.companyName).toBe('Zon & $& Co');
  });

  it('paints another page as its shell with the loading spinner in the page', async () => {
    const screen = renderer.screenOf({ url: '/account?lang=fr', hints: signedIn, page });
    if (!screen) throw new Error('no screen');
    const painted = await renderer.render(screen, page);
    const root = new DOMParser().parseFromString(painted.root, 'text/html');
    expect(root.querySelector('h1')?.textContent).toBe('Mon compte');
    expect(root.querySelector('main [role="progressbar"]')).not.toBeNull();
    expect(Object.keys(blockOf(painted.head).translations).sort()).toEqual(['common', 'pages']);
  });
});
