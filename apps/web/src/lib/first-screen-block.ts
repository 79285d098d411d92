// The data block the server writes beside the first screen it painted (decision 059): which
// screen it is (path, language, the hints it was painted from) and the translations it shows,
// tenant texts included. The app starts i18next with them and hydrates the screen when it would
// render the same one; a block that is missing, malformed or of another screen (a page kept by
// the service worker) means the app renders over the painted HTML instead.
import { languageSchema } from '@portal/contract/portal';
import { z } from 'zod/mini';

export const FIRST_SCREEN_ELEMENT_ID = 'portal-first-screen';

export const firstScreenBlockSchema = z.object({
  path: z.string(),
  language: languageSchema,
  signedIn: z.boolean(),
  monitoring: z.boolean(),
  /** namespace → the translations, as i18next holds them. */
  translations: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type FirstScreenBlock = z.infer<typeof firstScreenBlockSchema>;

/** The block as a `<script type="application/json">`: never executed, `<` escaped. */
export function firstScreenBlockHtml(block: FirstScreenBlock): string {
  const json = JSON.stringify(block).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
}

/** The page's block, when the server painted this page and the block reads well. */
export function readFirstScreenBlock(): FirstScreenBlock | undefined {
  try {
    const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
    const parsed = firstScreenBlockSchema.safeParse(text ? JSON.parse(text) : undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
