import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import type { AppDatabase } from '../db/client.ts';
import type { Domain } from '../domains/load.ts';
import { AppError } from '../errors.ts';
import { withLegalDetails } from '../invoices/legal-details.ts';
import { translator, type Translate } from './messages.ts';
import {
  forgotPage,
  loginPage,
  messagePage,
  passwordPage,
  registrationPage,
  type FieldError,
  type PageContext,
} from './pages.ts';
import { isStrongPassword } from './passwords.ts';
import { pageLanguage } from './provider.ts';
import {
  authenticate,
  createResetToken,
  createUser,
  findUser,
  findUserByEmail,
  isResetTokenUsable,
  resetPassword,
  setPassword,
} from './users.ts';
import type { TokenSettings } from './index.ts';

/** The provider serving a request, with the origin and domain it was made for. */
export type ProviderHandle = { provider: Provider; origin: string; domain: Domain; issuer: string };

export type InteractionDeps = {
  db: AppDatabase;
  cookieKey: () => Promise<string>;
  providerFor(request: FastifyRequest): Promise<ProviderHandle>;
  tokenSettingsOf(request: FastifyRequest): Promise<TokenSettings>;
};

type Form = Record<string, string | undefined>;
const text = (form: Form, name: string) => (form[name] ?? '').trim();
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxLength = { name: 100, email: 254, password: 200 };

/** Checks e-mail and name fields; the messages say what to fix. */
function checkText(
  t: Translate,
  errors: FieldError[],
  field: 'email' | 'firstName' | 'lastName',
  value: string,
) {
  const max = field === 'email' ? maxLength.email : maxLength.name;
  if (!value) errors.push({ field, message: t(`error.required.${field}`) });
  else if (value.length > max) errors.push({ field, message: t('error.tooLong', { max }) });
  else if (field === 'email' && !emailPattern.test(value))
    errors.push({ field, message: t('error.email') });
}

function checkNewPassword(t: Translate, errors: FieldError[], field: string, value: string) {
  if (!value)
    errors.push({
      field,
      message: t(field === 'password' ? 'error.required.password' : 'error.required.newPassword'),
    });
  else if (value.length > maxLength.password)
    errors.push({ field, message: t('error.tooLong', { max: maxLength.password }) });
  else if (!isStrongPassword(value)) errors.push({ field, message: t('error.weakPassword') });
}

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);

/**
 * The embedded provider's own pages below `/realms/<realm>`: sign-in and registration of an
 * interaction, forgotten and reset password, password change, and the account endpoint.
 */
export function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps) {
  const { db } = deps;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const realmPath = (handle: ProviderHandle) => `/realms/${handle.domain.config.realm}`;
  const actionsPath = (handle: ProviderHandle, uid: string) =>
    `${realmPath(handle)}/login-actions/${uid}`;

  /**
   * The interaction of this request with the page's context (domain, language) and texts, or
   * undefined after answering with a page saying that the sign-in expired.
   */
  async function interactionOf(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) {
    const handle = await deps.providerFor(request);
    try {
      const details = await handle.provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) {
        const context = pageContextOf(handle, request, details.params.ui_locales);
        return { handle, details, context, t: translator(context.language) };
      }
    } catch (error) {
      request.log.info({ err: error }, 'no interaction for this sign-in page');
    }
    const context = pageContextOf(handle, request, undefined);
    const t = translator(context.language);
    await html(
      reply,
      messagePage(context, {
        title: t('error.title'),
        message: t('error.expired'),
        link: { href: `${handle.origin}/`, text: t('common.home') },
      }),
      400,
    );
    return undefined;
  }

  const pageContextOf = (
    handle: ProviderHandle,
    request: FastifyRequest,
    uiLocales: unknown,
  ): PageContext => ({
    domain: handle.domain,
    origin: handle.origin,
    language: pageLanguage(
      handle.domain,
      uiLocales ?? (request.query as { ui_locales?: unknown }).ui_locales,
      request.cookies.lang,
    ),
  });

  type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: Form }>;
  const schema = { hide: true };
  const finish = async (
    request: UidRequest,
    reply: FastifyReply,
    provider: Provider,
    result: Parameters<Provider['interactionResult']>[2],
  ) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  };

  const loginView = (
    handle: ProviderHandle,
    context: PageContext,
    uid: string,
    values: { email?: string },
    errors: FieldError[],
  ) =>
    loginPage(context, {
      action: `${actionsPath(handle, uid)}/login`,
      registerUrl: `${actionsPath(handle, uid)}/register`,
      forgotUrl: `${actionsPath(handle, uid)}/forgot`,
      values,
      errors,
    });
  const registrationView = (
    handle: ProviderHandle,
    context: PageContext,
    uid: string,
    values: Parameters<typeof registrationPage>[1]['values'],
    errors: FieldError[],
  ) =>
    registrationPage(context, {
      action: `${actionsPath(handle, uid)}/register`,
      loginUrl: actionsPath(handle, uid),
      values,
      errors,
    });

  app.get('/realms/:realm/login-actions/:uid', { schema }, async (request: UidRequest, reply) => {
    const found = await interactionOf(request, reply);
    if (!found) return reply;
    const { handle, details, context } = found;
    if (details.prompt.name === 'create') {
      return html(reply, registrationView(handle, context, details.uid, {}, []));
    }
    if (details.prompt.name !== 'login') {
      throw new AppError('BAD_REQUEST', `The sign-in step ${details.prompt.name} is not offered.`);
    }
    const hint = details.params.login_hint;
    return html(
      reply,
      loginView(handle, context, details.uid, { email: typeof hint === 'string' ? hint : '' }, []),
    );
  });

  app.get(
    '/realms/:realm/login-actions/:uid/register',
    { schema },
    async (request: UidRequest, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { context } = found;
      return html(reply, registrationView(found.handle, context, found.details.uid, {}, []));
    },
  );

  app.post(
    '/realms/:realm/login-actions/:uid/login',
    { schema, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request: UidRequest, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { handle, details, context, t } = found;
      const form = request.body ?? {};
      const email = text(form, 'email');
      const password = form.password ?? '';
      const errors: FieldError[] = [];
      if (!email) errors.push({ field: 'email', message: t('error.required.email') });
      if (!password) errors.push({ field: 'password', message: t('error.required.password') });
      const user =
        errors.length === 0
          ? await authenticate(db, handle.domain.config.realm, email, password)
          : undefined;
      if (!user) {
        if (errors.length === 0) errors.push({ field: 'email', message: t('error.credentials') });
        return html(reply, loginView(handle, context, details.uid, { email }, errors), 401);
      }
      return finish(request, reply, handle.provider, { login: { accountId: user.id } });
    },
  );

  app.post(
    '/realms/:realm/login-actions/:uid/register',
    { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request: UidRequest, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { handle, details, context, t } = found;
      const form = request.body ?? {};
      const values = {
        firstName: text(form, 'firstName'),
        lastName: text(form, 'lastName'),
        email: text(form, 'email'),
        terms: form.terms === 'yes',
      };
      const password = form.password ?? '';
      const errors: FieldError[] = [];
      checkText(t, errors, 'firstName', values.firstName);
      checkText(t, errors, 'lastName', values.lastName);
      checkText(t, errors, 'email', values.email);
      checkNewPassword(t, errors, 'password', password);
      if (!values.terms) errors.push({ field: 'terms', message: t('error.terms') });
      const realm = handle.domain.config.realm;
      if (!errors.some((error) => error.field === 'email')) {
        if (await findUserByEmail(db, realm, values.email))
          errors.push({ field: 'email', message: t('error.emailTaken') });
      }
      const created =
        errors.length === 0
          ? await createUser(
              db,
              { realm, password, language: context.language, ...values },
              app.clock.now(),
            )
          : undefined;
      if (!created) {
        // A second registration of the same address can win the race between check and insert.
        if (errors.length === 0) errors.push({ field: 'email', message: t('error.emailTaken') });
        return html(reply, registrationView(handle, context, details.uid, values, errors), 422);
      }
      return finish(request, reply, handle.provider, {
        create: { accountId: created.id },
        login: { accountId: created.id },
      });
    },
  );

  const forgotView = (
    handle: ProviderHandle,
    context: PageContext,
    uid: string,
    state: { sent: boolean; values: { email?: string }; errors: FieldError[] },
  ) =>
    forgotPage(context, {
      action: `${actionsPath(handle, uid)}/forgot`,
      backUrl: actionsPath(handle, uid),
      ...state,
    });

  app.get(
    '/realms/:realm/login-actions/:uid/forgot',
    { schema },
    async (request: UidRequest, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { context } = found;
      return html(
        reply,
        forgotView(found.handle, context, found.details.uid, {
          sent: false,
          values: {},
          errors: [],
        }),
      );
    },
  );

  app.post(
    '/realms/:realm/login-actions/:uid/forgot',
    { schema, config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request: UidRequest, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { handle, details, context, t } = found;
      const email = text(request.body ?? {}, 'email');
      const errors: FieldError[] = [];
      checkText(t, errors, 'email', email);
      if (errors.length > 0) {
        return html(
          reply,
          forgotView(handle, context, details.uid, { sent: false, values: { email }, errors }),
          422,
        );
      }
      const user = await findUserByEmail(db, handle.domain.config.realm, email);
      if (user) {
        const brand = handle.domain.config.name;
        await db.transaction(async (tx) => {
          const token = await createResetToken(tx, user.id, app.clock.now());
          const link = `${handle.origin}${realmPath(handle)}/password-reset?token=${token}&ui_locales=${context.language}`;
          await app.outbox.write(
            tx,
            withLegalDetails(
              {
                to: user.email,
                subject: t('mail.subject', { brand }),
                text: t('mail.text', { brand, link }),
              },
              handle.domain.config.seller,
              context.language,
            ),
          );
        });
      }
      return html(
        reply,
        forgotView(handle, context, details.uid, { sent: true, values: {}, errors: [] }),
      );
    },
  );

  type ResetRequest = FastifyRequest<{ Querystring: { token?: string }; Body: Form }>;
  const resetForm = (
    handle: ProviderHandle,
    context: PageContext,
    token: string,
    errors: FieldError[],
  ) => {
    const t = translator(context.language);
    return passwordPage(context, {
      title: t('reset.title'),
      submit: t('reset.submit'),
      action: `${realmPath(handle)}/password-reset?ui_locales=${context.language}`,
      hidden: { token },
      askCurrent: false,
      errors,
    });
  };
  const resetInvalid = (reply: FastifyReply, handle: ProviderHandle, context: PageContext) => {
    const t = translator(context.language);
    return html(
      reply,
      messagePage(context, {
        title: t('reset.title'),
        message: t('reset.invalid'),
        link: { href: `${handle.origin}/customer-dashboard`, text: t('reset.continue') },
      }),
      400,
    );
  };

  app.get('/realms/:realm/password-reset', { schema }, async (request: ResetRequest, reply) => {
    const handle = await deps.providerFor(request);
    const context = pageContextOf(handle, request, undefined);
    const token = request.query.token ?? '';
    if (!token || !(await isResetTokenUsable(db, token, app.clock.now())))
      return resetInvalid(reply, handle, context);
    return html(reply, resetForm(handle, context, token, []));
  });

  app.post(
    '/realms/:realm/password-reset',
    { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request: ResetRequest, reply) => {
      const handle = await deps.providerFor(request);
      const context = pageContextOf(handle, request, undefined);
      const t = translator(context.language);
      const form = request.body ?? {};
      const token = form.token ?? '';
      const password = form.newPassword ?? '';
      const errors: FieldError[] = [];
      checkNewPassword(t, errors, 'newPassword', password);
      if (errors.length > 0) return html(reply, resetForm(handle, context, token, errors), 422);
      if (!(await resetPassword(db, token, password, app.clock.now())))
        return resetInvalid(reply, handle, context);
      return html(
        reply,
        messagePage(context, {
          title: t('reset.title'),
          message: t('reset.done'),
          link: { href: `${handle.origin}/customer-dashboard`, text: t('reset.continue') },
          success: true,
        }),
      );
    },
  );

  /** Binds the password-change form to the provider session it was shown in. */
  const csrfToken = async (sessionUid: string) =>
    createHmac('sha256', await deps.cookieKey())
      .update(`password-change:${sessionUid}`)
      .digest('base64url');

  /** The signed-in account of the provider session, if any. */
  async function sessionUser(handle: ProviderHandle, request: FastifyRequest, reply: FastifyReply) {
    const ctx = handle.provider.createContext(request.raw, reply.raw);
    const session = await handle.provider.Session.get(ctx);
    const user = session.accountId
      ? await findUser(db, handle.domain.config.realm, session.accountId)
      : undefined;
    return user ? { user, sessionUid: session.uid } : undefined;
  }

  const changeForm = async (
    handle: ProviderHandle,
    context: PageContext,
    sessionUid: string,
    errors: FieldError[],
  ) => {
    const t = translator(context.language);
    return passwordPage(context, {
      title: t('change.title'),
      submit: t('change.submit'),
      action: `${realmPath(handle)}/account/password?ui_locales=${context.language}`,
      hidden: { csrf: await csrfToken(sessionUid) },
      askCurrent: true,
      errors,
    });
  };
  const dataPage = (handle: ProviderHandle) => `${handle.origin}/customer-dashboard/meine-daten`;
  const signedOut = (reply: FastifyReply, handle: ProviderHandle, context: PageContext) => {
    const t = translator(context.language);
    return html(
      reply,
      messagePage(context, {
        title: t('change.title'),
        message: t('change.signedOut'),
        link: { href: dataPage(handle), text: t('change.signIn') },
      }),
      401,
    );
  };

  app.get('/realms/:realm/account/password', { schema }, async (request, reply) => {
    const handle = await deps.providerFor(request);
    const context = pageContextOf(handle, request, undefined);
    const signedIn = await sessionUser(handle, request, reply);
    if (!signedIn) return signedOut(reply, handle, context);
    return html(reply, await changeForm(handle, context, signedIn.sessionUid, []));
  });

  app.post(
    '/realms/:realm/account/password',
    { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request: FastifyRequest<{ Body: Form }>, reply) => {
      const handle = await deps.providerFor(request);
      const context = pageContextOf(handle, request, undefined);
      const t = translator(context.language);
      const signedIn = await sessionUser(handle, request, reply);
      if (!signedIn) return signedOut(reply, handle, context);
      const form = request.body ?? {};
      const expected = Buffer.from(await csrfToken(signedIn.sessionUid));
      const given = Buffer.from(form.csrf ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('FORBIDDEN', 'The form does not belong to this sign-in session.');
      }
      const current = form.currentPassword ?? '';
      const next = form.newPassword ?? '';
      const errors: FieldError[] = [];
      if (!current)
        errors.push({ field: 'currentPassword', message: t('error.required.currentPassword') });
      checkNewPassword(t, errors, 'newPassword', next);
      if (
        current &&
        !(await authenticate(db, handle.domain.config.realm, signedIn.user.email, current))
      ) {
        errors.push({ field: 'currentPassword', message: t('error.currentPassword') });
      }
      if (errors.length > 0)
        return html(reply, await changeForm(handle, context, signedIn.sessionUid, errors), 422);
      await setPassword(db, signedIn.user.id, next, app.clock.now());
      return html(
        reply,
        messagePage(context, {
          title: t('change.title'),
          message: t('change.done'),
          link: { href: dataPage(handle), text: t('change.back') },
          success: true,
        }),
      );
    },
  );

  app.get('/realms/:realm/account', { schema }, async (request) => {
    const handle = await deps.providerFor(request);
    const token = /^Bearer ([\w.-]+)$/.exec(request.headers.authorization ?? '')?.[1];
    const challenge = (error: string) =>
      new AppError('UNAUTHORIZED', 'A valid access token is needed.', undefined, {
        'www-authenticate': `Bearer realm="${handle.domain.config.realm}", error="${error}"`,
      });
    if (!token) throw challenge('invalid_request');
    const settings = await deps.tokenSettingsOf(request);
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(token, settings.keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      });
      subject = payload.sub;
    } catch {
      throw challenge('invalid_token');
    }
    const user = subject ? await findUser(db, handle.domain.config.realm, subject) : undefined;
    if (!user) throw challenge('invalid_token');
    return {
      id: user.id,
      username: user.email,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: false,
    };
  });

  app.get('/realms/:realm/resources/logout.js', { schema }, async (request, reply) => {
    await deps.providerFor(request);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(logoutScript);
  });
}

/** Submits the provider's logout form at once (the page's button is the fallback without scripts). */
const logoutScript = `document.addEventListener('DOMContentLoaded',function(){var b=document.querySelector('button[form="op.logoutForm"][name="logout"]');if(b)b.click();});\n`;
