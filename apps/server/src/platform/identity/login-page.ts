// The login form of the embedded provider (decision 013), a plain HTML form that works without
// JavaScript: it posts e-mail and password to the interaction's login path (under the interaction
// cookie's path, which binds the post to this browser) and gets a 303 onwards, or this page again
// with the spec's messages. Each field error is tied to its field (aria-invalid,
// aria-describedby); the first field in error takes the focus after a failed post.
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../http/html-escape.ts';
import type { BrandedPage } from './branded-page.ts';
import { type LoginPageTexts, loginPageTexts } from './login-page-texts.ts';

export type FieldProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired';
export type FormProblem = 'invalidCredentials' | 'locked';

export interface LoginProblems {
  form?: FormProblem;
  email?: FieldProblem;
  password?: FieldProblem;
}

export interface LoginPageInput {
  language: Language;
  /** Where the form posts: /auth/realms/{tenant}/interaction/{uid}/login. */
  action: string;
  email: string;
  problems: LoginProblems;
  /** The tenant's languages: the switch offers them (none when there is one). */
  languages: readonly Language[];
  /** The same login in another language. */
  languageHref: (language: Language) => string;
  /** The SPA's forgotten-password page. */
  forgotPasswordHref: string;
}

const lockIcon =
  '<div class="icon" aria-hidden="true"><svg viewBox="0 0 24 24" focusable="false"><path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2"/></svg></div>';

const alertIcon =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8"/></svg>';

function alert(text: string): string {
  return `<div class="alert" role="alert">${alertIcon}<span>${escapeHtml(text)}</span></div>`;
}

interface FieldSpec {
  name: 'email' | 'password';
  type: 'email' | 'password';
  autocomplete: string;
  value: string;
  extra: string;
}

function field(
  spec: FieldSpec,
  texts: LoginPageTexts,
  problem: FieldProblem | undefined,
  focus: boolean,
) {
  const errorId = `${spec.name}-error`;
  const described = problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(texts[spec.name])}</label>
<input id="${spec.name}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}" required${spec.extra}${
    spec.value ? ` value="${escapeHtml(spec.value)}"` : ''
  }${described}${focus ? ' autofocus' : ''}>
${problem ? `<p class="error" id="${errorId}">${escapeHtml(texts[problem])}</p>` : ''}
</div>`;
}

function languageLinks(input: LoginPageInput, texts: LoginPageTexts): BrandedPage['languages'] {
  if (input.languages.length < 2) return undefined;
  return {
    label: texts.language,
    links: input.languages.map((language) => ({ language, href: input.languageHref(language) })),
  };
}

export function loginPage(input: LoginPageInput): BrandedPage {
  const texts = loginPageTexts[input.language];
  const { problems } = input;
  const focusEmail = Boolean(problems.email ?? problems.form);
  const email = field(
    {
      name: 'email',
      type: 'email',
      autocomplete: 'username',
      value: input.email,
      extra: ' inputmode="email" autocapitalize="none" spellcheck="false" maxlength="254"',
    },
    texts,
    problems.email,
    focusEmail,
  );
  const password = field(
    { name: 'password', type: 'password', autocomplete: 'current-password', value: '', extra: '' },
    texts,
    problems.password,
    !focusEmail && Boolean(problems.password),
  );
  return {
    language: input.language,
    title: texts.title,
    languages: languageLinks(input, texts),
    main: `${lockIcon}
<h1>${escapeHtml(texts.heading)}</h1>
<p class="intro">${escapeHtml(texts.intro)}</p>
${problems.form ? alert(texts[problems.form]) : ''}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="lang" value="${input.language}">
${email}
${password}
<button class="button" type="submit">${escapeHtml(texts.submit)}</button>
</form>
<p class="links"><a href="${escapeHtml(input.forgotPasswordHref)}">${escapeHtml(texts.forgotPassword)}</a></p>`,
  };
}

/** The login is over (expired, finished, or in another tab): the spec's message and a restart. */
export function loginOverPage(language: Language, restartHref: string): BrandedPage {
  const texts = loginPageTexts[language];
  return {
    language,
    title: texts.title,
    main: `${lockIcon}
<h1>${escapeHtml(texts.title)}</h1>
${alert(texts.failed)}
<a class="button" href="${escapeHtml(restartHref)}">${escapeHtml(texts.retry)}</a>`,
  };
}
