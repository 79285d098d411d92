// The marks in index.html that the portal server and the web app's entry share about a painted
// first screen (decision 059). Free of imports: the entry reads them before anything else loads.

/** index.html's element the app renders into. */
export const ROOT_ELEMENT_ID = 'root';

/**
 * On `#root`, what it holds: the server's screen (`painted`) until the app hydrated it
 * (`hydrated`) or rendered over it (`replaced`); absent when the server painted none.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
export const PAINTED = 'painted';

/**
 * The `<template>` the server moves the app's modulepreload links into on a painted page: inert
 * there, so that the page's first paint does not share the network with the app's scripts; the
 * entry puts them back once the page is painted.
 */
export const APP_PRELOADS_ID = 'portal-app-preloads';
