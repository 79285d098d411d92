// The small page of a notification mail's unsubscribe link (decision 096), in the customer's
// language: on GET the question and a button (a GET changes nothing, since mail scanners follow
// links), after the POST what changed, and in every state the way to all the customer's choices
// (the account page). No script; its one style sheet is allowed by its hash.
import { createHash } from 'node:crypto';
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { notificationMailWords } from './notification-mail-texts.ts';
import type { UnsubscribeTarget } from './unsubscribe-token.ts';

const style =
  'body{font-family:Arial,sans-serif;margin:0;padding:24px;background:#f5f6f4;color:#1f2a1b}' +
  'main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px}' +
  'h1{margin-top:0;font-size:1.6em}a{color:#1f2a1b}main>:last-child{margin-bottom:0}' +
  'button{font-size:16px;padding:12px 24px;border-radius:24px;border:0;background:#1f2a1b;color:#fff;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}';

export const unsubscribePagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export type UnsubscribePageState =
  | { step: 'confirm'; kind: UnsubscribeTarget; language: Language; action: string }
  | { step: 'done'; kind: UnsubscribeTarget; language: Language }
  | { step: 'invalid' };

/** French sets a space before : ? ! and ;, which must not break the line there: a question
 * mark alone on the last line of a phone's screen. */
function typeset(language: Language, text: string): string {
  return language === 'fr' ? text.replace(/ ([:?!;])/g, '\u00a0$1') : text;
}

function kindText(language: Language, kind: UnsubscribeTarget): string {
  const words = notificationMailWords[language];
  return kind === 'all' ? Object.values(words.kinds).join(', ') : words.kinds[kind];
}

export function renderUnsubscribePage(
  tenant: TenantRecord,
  language: Language,
  state: UnsubscribePageState,
): string {
  const words = notificationMailWords[language];
  let content: string;
  if (state.step === 'confirm') {
    const question = words.confirmQuestion.replace('{kind}', kindText(language, state.kind));
    content = `<p>${escapeHtml(typeset(language, question))}</p>
<form method="post" action="${escapeHtml(state.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(words.confirmButton)}</button>
</form>`;
  } else if (state.step === 'done') {
    const done = words.done.replace('{kind}', kindText(language, state.kind));
    content = `<p role="status">${escapeHtml(typeset(language, done))}</p>`;
  } else {
    content = `<p>${escapeHtml(typeset(language, words.invalid))}</p>`;
  }
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(tenant.name)}</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(tenant.name)}</h1>
${content}
<p><a href="/account?lang=${language}">${escapeHtml(words.allChoices)}</a></p>
</main></body></html>`;
}
