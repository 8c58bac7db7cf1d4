import type { Locale } from '@kursmarkt/schemas';
import type { Domain } from '../domains/load.ts';
import { escapeHtml } from '../html.ts';
import { translator, type Translate } from './messages.ts';

/** A form error: the field's name (its input id) and the text shown at the field and in the summary. */
export type FieldError = { field: string; message: string };

/** What every page needs: the domain (brand and theme), the language, the public origin. */
export type PageContext = { domain: Domain; language: Locale; origin: string };

/**
 * Where the provider's pages take their stylesheet from: a file of this origin, which the
 * content security policy allows without allowing inline style elements.
 */
export const pagesStylePath = (realm: string) => `/realms/${realm}/resources/pages.css`;

/** Layout of the provider's pages, built on the theme's custom properties. */
const stylesheet = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:var(--color-surface-sunken);color:var(--color-text-primary);font-family:var(--typography-family-body);font-size:var(--typography-size-md);line-height:var(--typography-line-height-normal)}
header{background:var(--color-surface-page);border-bottom:var(--size-border-thin) solid var(--color-border-subtle);padding:var(--space-md) var(--space-lg)}
header a{display:inline-block}header img{height:var(--size-logo-compact);width:auto;display:block}
main{max-width:30rem;margin:var(--space-xl) auto;padding:var(--space-xl);background:var(--color-surface-raised);border-radius:var(--radius-lg);box-shadow:var(--shadow-md)}
h1{font-family:var(--typography-family-heading);font-size:var(--typography-size-xl);line-height:var(--typography-line-height-tight);margin:0 0 var(--space-lg)}
h2{font-size:var(--typography-size-md);margin:0 0 var(--space-sm)}
p{margin:0 0 var(--space-md)}
a{color:var(--color-text-link)}a:hover{color:var(--color-text-link-hover)}
.field{margin-bottom:var(--space-md)}
label{display:block;font-weight:var(--typography-weight-bold);margin-bottom:var(--space-xs)}
input[type=text],input[type=email],input[type=password]{display:block;width:100%;min-height:var(--size-control-md);padding:var(--space-sm) var(--space-md);font:inherit;color:inherit;background:var(--color-surface-page);border:var(--size-border-thin) solid var(--color-border-strong);border-radius:var(--radius-md)}
input[aria-invalid=true]{border:var(--size-border-thick) solid var(--color-state-danger)}
:focus-visible{outline:var(--size-focus-ring) solid var(--color-focus-ring);outline-offset:2px}
.hint{color:var(--color-text-secondary);font-size:var(--typography-size-sm);margin:var(--space-xs) 0 0}
.error{color:var(--color-state-danger);font-size:var(--typography-size-sm);font-weight:var(--typography-weight-bold);margin:var(--space-xs) 0 0}
.checkbox{display:flex;gap:var(--space-sm);align-items:flex-start}.checkbox input{width:1.25rem;height:1.25rem;margin:0.15rem 0 0;flex:none}.checkbox label{font-weight:var(--typography-weight-regular);margin:0}
button{min-height:var(--size-control-md);padding:var(--space-sm) var(--space-lg);font:inherit;font-weight:var(--typography-weight-bold);color:var(--color-text-on-brand);background:var(--color-brand-primary);border:0;border-radius:var(--radius-md);cursor:pointer;width:100%}
button:hover{background:var(--color-brand-primary-hover)}
.error-summary{border:var(--size-border-thick) solid var(--color-state-danger);background:var(--color-state-danger-surface);border-radius:var(--radius-md);padding:var(--space-md);margin-bottom:var(--space-lg)}
.error-summary ul{margin:0;padding-left:var(--space-lg)}.error-summary a{color:var(--color-text-primary)}
.notice{border-left:4px solid var(--color-state-info);background:var(--color-state-info-surface);padding:var(--space-md);margin-bottom:var(--space-lg)}
.success{border-left-color:var(--color-state-success);background:var(--color-state-success-surface)}
.links{margin-top:var(--space-lg);display:flex;flex-direction:column;gap:var(--space-sm)}
.qr{margin:0 auto var(--space-md);max-width:12rem}.qr svg{display:block;width:100%;height:auto}
code{font-family:var(--typography-family-mono, monospace);word-spacing:0.25em}
`;

/** The stylesheet of a domain's provider pages: its theme's custom properties and the layout. */
export const pagesStyleOf = (domain: Domain) => `${domain.theme.css}${stylesheet}`;

/** A whole page in the domain's theme. */
export function renderPage(
  { domain, language, origin }: PageContext,
  {
    title,
    body,
    scripts = [],
    stylePath = pagesStylePath(domain.config.realm),
  }: { title: string; body: string; scripts?: string[]; stylePath?: string },
) {
  const t = translator(language);
  const brand = domain.config.name;
  return `<!doctype html>
<html lang="${language}" data-theme="${escapeHtml(domain.theme.id)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('page.title', { title, brand }))}</title>
<link rel="icon" href="${escapeHtml(domain.theme.tokens.asset.favicon.value)}">
<link rel="stylesheet" href="${escapeHtml(stylePath)}">
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<header><a href="${escapeHtml(origin)}/"><img src="${escapeHtml(domain.theme.tokens.asset.logo.value)}" alt="${escapeHtml(t('common.home'))}: ${escapeHtml(brand)}"></a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The list of all errors above a form; each entry links to its field. */
function errorSummary(t: Translate, errors: FieldError[]) {
  if (errors.length === 0) return '';
  const items = errors
    .map((error) => `<li><a href="#${error.field}">${escapeHtml(error.message)}</a></li>`)
    .join('');
  return `<div class="error-summary" role="alert"><h2>${escapeHtml(t('error.summary'))}</h2><ul>${items}</ul></div>`;
}

type FieldOptions = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  errors: FieldError[];
  /** The field that gets the focus when the page opens (the first one with an error). */
  focus: boolean;
};

/** A labelled input with its hint and inline error, both tied to it by `aria-describedby`. */
function field(options: FieldOptions) {
  const error = options.errors.find((candidate) => candidate.field === options.name);
  const described = [
    options.hint ? `${options.name}-hint` : '',
    error ? `${options.name}-error` : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${options.name}">${escapeHtml(options.label)}</label>
<input id="${options.name}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.value ? ` value="${escapeHtml(options.value)}"` : ''
  }${error ? ' aria-invalid="true"' : ''}${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}${
    options.focus ? ' autofocus' : ''
  }>
${options.hint ? `<p class="hint" id="${options.name}-hint">${escapeHtml(options.hint)}</p>` : ''}
${error ? `<p class="error" id="${options.name}-error">${escapeHtml(error.message)}</p>` : ''}
</div>`;
}

/** The id of the field that gets the focus: the first with an error, else the form's first. */
function focusedField(errors: FieldError[], order: string[]) {
  return order.find((name) => errors.some((error) => error.field === name)) ?? order[0];
}

export type LoginForm = { email?: string };

/** The sign-in page of an interaction. */
export function loginPage(
  context: PageContext,
  {
    action,
    registerUrl,
    forgotUrl,
    values,
    errors,
    notice,
  }: {
    action: string;
    registerUrl: string;
    forgotUrl: string;
    values: LoginForm;
    errors: FieldError[];
    notice?: string;
  },
) {
  const t = translator(context.language);
  const focus = focusedField(errors, ['email', 'password']);
  const body = `${notice ? `<p class="notice success" role="status">${escapeHtml(notice)}</p>` : ''}${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'username', value: values.email, errors, focus: focus === 'email' })}
${field({ name: 'password', label: t('field.password'), type: 'password', autocomplete: 'current-password', errors, focus: focus === 'password' })}
<button type="submit">${escapeHtml(t('login.submit'))}</button>
</form>
<p class="links"><a href="${escapeHtml(forgotUrl)}">${escapeHtml(t('login.forgot'))}</a>
<span>${escapeHtml(t('login.noAccount'))} <a href="${escapeHtml(registerUrl)}">${escapeHtml(t('login.register'))}</a></span></p>`;
  return renderPage(context, { title: t('login.title'), body });
}

/** The second step of a back-office account's sign-in: the code, and on the first one its setup. */
export function secondFactorPage(
  context: PageContext,
  {
    action,
    loginUrl,
    setup,
    errors,
  }: {
    action: string;
    loginUrl: string;
    /** The secret to set up, as text and QR code (SVG), on the account's first sign-in. */
    setup?: { secret: string; qrSvg: string };
    errors: FieldError[];
  },
) {
  const t = translator(context.language);
  const intro = setup
    ? `<p>${escapeHtml(t('otp.setupIntro'))}</p>
<figure class="qr" aria-labelledby="otp-secret-label">${setup.qrSvg}</figure>
<p id="otp-secret-label">${escapeHtml(t('otp.secretLabel'))} <code id="otp-secret">${escapeHtml(setup.secret)}</code></p>`
    : `<p>${escapeHtml(t('otp.intro'))}</p>`;
  const body = `${errorSummary(t, errors)}${intro}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'code', label: t('field.code'), type: 'text', autocomplete: 'one-time-code', hint: t('field.codeHint'), errors, focus: true })}
<button type="submit">${escapeHtml(t('otp.submit'))}</button>
</form>
<p class="links"><a href="${escapeHtml(loginUrl)}">${escapeHtml(t('otp.restart'))}</a></p>`;
  return renderPage(context, { title: t(setup ? 'otp.setupTitle' : 'otp.title'), body });
}

export type RegistrationForm = {
  firstName?: string;
  lastName?: string;
  email?: string;
  terms?: boolean;
};

/** The registration page of an interaction (`prompt=create` or the link on the sign-in page). */
export function registrationPage(
  context: PageContext,
  {
    action,
    loginUrl,
    values,
    errors,
  }: {
    action: string;
    loginUrl: string;
    values: RegistrationForm;
    errors: FieldError[];
  },
) {
  const t = translator(context.language);
  const focus = focusedField(errors, ['firstName', 'lastName', 'email', 'password', 'terms']);
  const termsError = errors.find((error) => error.field === 'terms');
  const body = `${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'firstName', label: t('field.firstName'), type: 'text', autocomplete: 'given-name', value: values.firstName, errors, focus: focus === 'firstName' })}
${field({ name: 'lastName', label: t('field.lastName'), type: 'text', autocomplete: 'family-name', value: values.lastName, errors, focus: focus === 'lastName' })}
${field({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', value: values.email, errors, focus: focus === 'email' })}
${field({ name: 'password', label: t('field.password'), type: 'password', autocomplete: 'new-password', hint: t('field.passwordRule'), errors, focus: focus === 'password' })}
<div class="field"><div class="checkbox">
<input id="terms" name="terms" type="checkbox" value="yes" required${values.terms ? ' checked' : ''}${
    termsError ? ' aria-invalid="true" aria-describedby="terms-error"' : ''
  }${focus === 'terms' && termsError ? ' autofocus' : ''}>
<label for="terms">${escapeHtml(t('register.termsBefore'))}<a href="${escapeHtml(context.origin)}/agb" target="_blank" rel="noopener">${escapeHtml(t('register.termsLink'))}</a>${escapeHtml(t('register.termsAfter'))}</label>
</div>
${termsError ? `<p class="error" id="terms-error">${escapeHtml(termsError.message)}</p>` : ''}
</div>
<button type="submit">${escapeHtml(t('register.submit'))}</button>
</form>
<p class="links"><span>${escapeHtml(t('register.haveAccount'))} <a href="${escapeHtml(loginUrl)}">${escapeHtml(t('register.login'))}</a></span></p>`;
  return renderPage(context, { title: t('register.title'), body });
}

/** The "forgot password" page: the form, or the neutral answer after sending. */
export function forgotPage(
  context: PageContext,
  {
    action,
    backUrl,
    sent,
    values,
    errors,
  }: {
    action: string;
    backUrl: string;
    sent: boolean;
    values: { email?: string };
    errors: FieldError[];
  },
) {
  const t = translator(context.language);
  const back = `<p class="links"><a href="${escapeHtml(backUrl)}">${escapeHtml(t('forgot.back'))}</a></p>`;
  const body = sent
    ? `<p class="notice" role="status">${escapeHtml(t('forgot.sent'))}</p>${back}`
    : `<p>${escapeHtml(t('forgot.intro'))}</p>${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', value: values.email, errors, focus: true })}
<button type="submit">${escapeHtml(t('forgot.submit'))}</button>
</form>${back}`;
  return renderPage(context, { title: t('forgot.title'), body });
}

/** A page with a message and one link onwards (done, expired, signed out, errors). */
export function messagePage(
  context: PageContext,
  {
    title,
    message,
    link,
    success = false,
  }: {
    title: string;
    message: string;
    link: { href: string; text: string };
    success?: boolean;
  },
) {
  const body = `<p class="notice${success ? ' success' : ''}" role="status">${escapeHtml(message)}</p>
<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`;
  return renderPage(context, { title, body });
}

/** A form asking for a new password (reset link) or the current and a new one (change). */
export function passwordPage(
  context: PageContext,
  {
    title,
    submit,
    action,
    hidden,
    askCurrent,
    errors,
  }: {
    title: string;
    submit: string;
    action: string;
    hidden: Record<string, string>;
    askCurrent: boolean;
    errors: FieldError[];
  },
) {
  const t = translator(context.language);
  const focus = focusedField(
    errors,
    askCurrent ? ['currentPassword', 'newPassword'] : ['newPassword'],
  );
  const body = `${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
  .join('\n')}
${askCurrent ? field({ name: 'currentPassword', label: t('field.currentPassword'), type: 'password', autocomplete: 'current-password', errors, focus: focus === 'currentPassword' }) : ''}
${field({ name: 'newPassword', label: t('field.newPassword'), type: 'password', autocomplete: 'new-password', hint: t('field.passwordRule'), errors, focus: focus === 'newPassword' })}
<button type="submit">${escapeHtml(submit)}</button>
</form>`;
  return renderPage(context, { title, body });
}

/** The form of an e-mail change: the new address and the current password. */
export function emailPage(
  context: PageContext,
  {
    currentEmail,
    action,
    hidden,
    values,
    errors,
  }: {
    currentEmail: string;
    action: string;
    hidden: Record<string, string>;
    values: { email?: string };
    errors: FieldError[];
  },
) {
  const t = translator(context.language);
  const focus = focusedField(errors, ['email', 'currentPassword']);
  const body = `<p>${escapeHtml(t('email.intro', { email: currentEmail }))}</p>${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
  .join('\n')}
${field({ name: 'email', label: t('field.newEmail'), type: 'email', autocomplete: 'email', value: values.email, errors, focus: focus === 'email' })}
${field({ name: 'currentPassword', label: t('field.currentPassword'), type: 'password', autocomplete: 'current-password', errors, focus: focus === 'currentPassword' })}
<button type="submit">${escapeHtml(t('email.submit'))}</button>
</form>`;
  return renderPage(context, { title: t('email.title'), body });
}

/** A page with a text and a form of one button (confirming what a mailed link is for). */
export function confirmPage(
  context: PageContext,
  {
    title,
    intro,
    submit,
    action,
    hidden,
  }: {
    title: string;
    intro: string;
    submit: string;
    action: string;
    hidden: Record<string, string>;
  },
) {
  const body = `<p>${escapeHtml(intro)}</p>
<form method="post" action="${escapeHtml(action)}">
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
  .join('\n')}
<button type="submit">${escapeHtml(submit)}</button>
</form>`;
  return renderPage(context, { title, body });
}
