// index.html's `#root` and what it holds (decision 059): the server's painted first screen
// (`painted`) until the app hydrated it (`hydrated`) or rendered over it (`replaced`); nothing
// when the server painted none. Browser tests wait for the app by it. Free of imports: the entry
// (main.ts) reads it before anything else has loaded.

export const ROOT_ELEMENT_ID = 'root';
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
export const PAINTED = 'painted';

/** The server painted a first screen into this page. */
export function pagePainted(): boolean {
  return document.getElementById(ROOT_ELEMENT_ID)?.getAttribute(FIRST_SCREEN_ATTRIBUTE) === PAINTED;
}
