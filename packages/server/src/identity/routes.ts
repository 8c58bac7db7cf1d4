import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, type JWTPayload } from 'jose';
import type Provider from 'oidc-provider';
import type { ZodMiniType } from 'zod/mini';
import {
  accountFieldMaxLength,
  changeEmailFormSchema,
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  formFieldErrors,
  registrationFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  type FormFieldError,
} from '@kursmarkt/schemas/forms';
import type { Db } from '../db/client.ts';
import type { Domain } from '../domains/load.ts';
import { AppError } from '../errors.ts';
import { composeMail, paragraphsOf } from '../mail/layout.ts';
import { translator, type Translate } from './messages.ts';
import {
  confirmPage,
  emailPage,
  forgotPage,
  loginPage,
  secondFactorPage,
  messagePage,
  passwordPage,
  registrationPage,
  type FieldError,
  type PageContext,
} from './pages.ts';
import { hashPassword, isGuessablePassword } from './passwords.ts';
import { accountClaims, pageLanguage, scopeClaims } from './provider.ts';
import { checkSecondFactor, needsSecondFactor, startSecondFactor } from './second-factor.ts';
import type { BreachCheck } from './pwned.ts';
import {
  authenticate,
  changeEmail,
  clearFailedSignIns,
  createResetToken,
  createUser,
  createVerificationToken,
  findUser,
  findUserByEmail,
  minutesUntil,
  recordFailedSignIn,
  resetTokenUser,
  resetPassword,
  setPassword,
  signInBlockedUntil,
  verifyEmail,
} from './users.ts';
import type { TokenSettings } from './index.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** The provider serving a request, with the origin and domain it was made for. */
export type ProviderHandle = { provider: Provider; origin: string; domain: Domain; issuer: string };

export type InteractionDeps = {
  db: Db;
  cookieKey: () => Promise<string>;
  providerFor(request: FastifyRequest): Promise<ProviderHandle>;
  tokenSettingsOf(request: FastifyRequest): Promise<TokenSettings>;
  /** The breached-password service, when one is configured. */
  breachCheck?: BreachCheck;
};

type Form = Record<string, string | undefined>;
const text = (form: Form, name: string) => (form[name] ?? '').trim();

/** The field of a page that a required message names (`error.required.<field>`). */
const requiredFields = [
  'email',
  'password',
  'firstName',
  'lastName',
  'currentPassword',
  'newPassword',
] as const;
const isRequiredField = (field: string): field is (typeof requiredFields)[number] =>
  (requiredFields as readonly string[]).includes(field);

/** What a page says for a field the shared form rule refused, by the rule's code. */
function fieldMessage(t: Translate, { field, code }: FormFieldError): string {
  if (code === 'REQUIRED' && isRequiredField(field)) return t(`error.required.${field}`);
  if (code === 'TOO_LONG') {
    const max =
      field === 'email'
        ? accountFieldMaxLength.email
        : field === 'firstName' || field === 'lastName'
          ? accountFieldMaxLength.name
          : accountFieldMaxLength.password;
    return t('error.tooLong', { max });
  }
  if (field === 'terms') return t('error.terms');
  if (field === 'email') return t('error.email');
  return t('error.weakPassword');
}

/** The fields the shared form rule `schema` refuses in `values`, with the page's messages. */
const checkForm = (t: Translate, schema: ZodMiniType, values: Form): FieldError[] =>
  formFieldErrors(schema, values).map((error) => ({
    field: error.field,
    message: fieldMessage(t, error),
  }));

/**
 * Checks a new password that the shared rule took: not easy to guess (common passwords,
 * patterns, the account's own address and name in `userInputs`), and not known from breaches
 * when a breach check is configured (which never blocks when it cannot answer).
 */
async function checkNewPassword(
  t: Translate,
  errors: FieldError[],
  field: string,
  value: string,
  context: { userInputs: string[]; breachCheck?: BreachCheck; request: FastifyRequest },
) {
  if (errors.some((error) => error.field === field)) return;
  if (isGuessablePassword(value, context.userInputs))
    errors.push({ field, message: t('error.guessablePassword') });
  else if ((await context.breachCheck?.(value, context.request.log)) === true)
    errors.push({ field, message: t('error.breachedPassword') });
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
  const secondFactorView = (
    handle: ProviderHandle,
    context: PageContext,
    uid: string,
    setup: Parameters<typeof secondFactorPage>[1]['setup'],
    errors: FieldError[],
  ) =>
    secondFactorPage(context, {
      action: `${actionsPath(handle, uid)}/second-factor`,
      loginUrl: actionsPath(handle, uid),
      setup,
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
      const errors = checkForm(t, signInFormSchema, { email, password });
      if (errors.length > 0)
        return html(reply, loginView(handle, context, details.uid, { email }, errors), 401);
      const realm = handle.domain.config.realm;
      const now = app.clock.now();
      // The wait is kept per address, known or not, so its message tells nothing about accounts.
      const blockedUntil = await signInBlockedUntil(db, realm, email, now);
      if (blockedUntil) {
        const minutes = minutesUntil(blockedUntil, now);
        errors.push({ field: 'email', message: t('error.signInBlocked', { minutes }) });
        return html(reply, loginView(handle, context, details.uid, { email }, errors), 429);
      }
      const user = await authenticate(db, realm, email, password);
      if (!user) {
        await recordFailedSignIn(db, realm, email, now);
        errors.push({ field: 'email', message: t('error.credentials') });
        return html(reply, loginView(handle, context, details.uid, { email }, errors), 401);
      }
      await clearFailedSignIns(db, realm, email);
      if (needsSecondFactor(user)) {
        const setup = await startSecondFactor(db, {
          uid: details.uid,
          user,
          issuer: handle.domain.config.name,
          now,
        });
        return html(reply, secondFactorView(handle, context, details.uid, setup, []));
      }
      return finish(request, reply, handle.provider, { login: { accountId: user.id } });
    },
  );

  app.post(
    '/realms/:realm/login-actions/:uid/second-factor',
    { schema, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request: UidRequest, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { handle, details, context, t } = found;
      const checked = await checkSecondFactor(db, {
        uid: details.uid,
        code: text(request.body ?? {}, 'code'),
        issuer: handle.domain.config.name,
        now: app.clock.now(),
      });
      if (checked.outcome === 'accepted') {
        return finish(request, reply, handle.provider, { login: { accountId: checked.userId } });
      }
      if (checked.outcome === 'expired') {
        const errors = [{ field: 'email', message: t('error.codeExpired') }];
        return html(reply, loginView(handle, context, details.uid, {}, errors), 401);
      }
      const errors = [{ field: 'code', message: t('error.code') }];
      return html(
        reply,
        secondFactorView(handle, context, details.uid, checked.setup, errors),
        401,
      );
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
      const errors = checkForm(t, registrationFormSchema, {
        ...values,
        password,
        terms: form.terms ?? '',
      });
      await checkNewPassword(t, errors, 'password', password, {
        userInputs: [values.email, values.firstName, values.lastName],
        breachCheck: deps.breachCheck,
        request,
      });
      if (errors.length > 0)
        return html(reply, registrationView(handle, context, details.uid, values, errors), 422);
      const realm = handle.domain.config.realm;
      const brand = handle.domain.config.name;
      const now = app.clock.now();
      // The same answer and the same work (the password is hashed either way) whether or not the
      // address has an account: a new account gets the verification link, the owner of an
      // existing one a notice.
      const passwordHash = await hashPassword(password);
      await withUnitOfWork(db, async (tx) => {
        const created = await createUser(
          tx,
          { realm, passwordHash, language: context.language, ...values },
          now,
        );
        if (created) {
          await sendVerificationMail(tx, handle, context, created, now);
          return;
        }
        const owner = await findUserByEmail(tx, realm, values.email);
        if (!owner) return;
        const ownerT = translator(owner.language);
        await app.outbox.write(
          tx,
          composeMail({
            to: owner.email,
            subject: ownerT('exists.mailSubject', { brand }),
            language: owner.language,
            seller: handle.domain.config.seller,
            blocks: paragraphsOf(ownerT('exists.mailText', { brand, link: accountPage(handle) })),
          }),
        );
      });
      return html(
        reply,
        messagePage(context, {
          title: t('register.sentTitle'),
          message: t('register.sent', { email: values.email.toLowerCase() }),
          link: { href: `${handle.origin}/`, text: t('common.home') },
          success: true,
        }),
      );
    },
  );

  /** Where a customer signs in and manages the account. */
  const accountPage = (handle: ProviderHandle) => `${handle.origin}/customer-dashboard`;

  /** Writes the mail with a new verification link for the account's address into the outbox. */
  async function sendVerificationMail(
    tx: Db,
    handle: ProviderHandle,
    context: PageContext,
    user: { id: string; email: string },
    now: Date,
  ) {
    const t = translator(context.language);
    const brand = handle.domain.config.name;
    const token = await createVerificationToken(tx, user.id, now);
    const link = `${handle.origin}${realmPath(handle)}/verify-email?token=${token}&ui_locales=${context.language}`;
    await app.outbox.write(
      tx,
      composeMail({
        to: user.email,
        subject: t('verify.mailSubject', { brand }),
        language: context.language,
        seller: handle.domain.config.seller,
        blocks: paragraphsOf(t('verify.mailText', { brand, link })),
      }),
    );
  }

  type VerifyRequest = FastifyRequest<{ Querystring: { token?: string }; Body: Form }>;
  const verifyPath = (handle: ProviderHandle) => `${realmPath(handle)}/verify-email`;

  // The link of the mail opens a page with one button, so that a mail program looking at the
  // link ahead of its reader does not confirm the address.
  app.get('/realms/:realm/verify-email', { schema }, async (request: VerifyRequest, reply) => {
    const handle = await deps.providerFor(request);
    const context = pageContextOf(handle, request, undefined);
    const t = translator(context.language);
    return html(
      reply,
      confirmPage(context, {
        title: t('verify.title'),
        intro: t('verify.intro'),
        submit: t('verify.submit'),
        action: `${verifyPath(handle)}?ui_locales=${context.language}`,
        hidden: { token: request.query.token ?? '' },
      }),
    );
  });

  app.post(
    '/realms/:realm/verify-email',
    { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request: VerifyRequest, reply) => {
      const handle = await deps.providerFor(request);
      const context = pageContextOf(handle, request, undefined);
      const t = translator(context.language);
      const token = (request.body ?? {}).token ?? '';
      const verified = token !== '' && (await verifyEmail(db, token, app.clock.now()));
      return html(
        reply,
        messagePage(context, {
          title: t('verify.title'),
          message: t(verified ? 'verify.done' : 'verify.invalid'),
          link: { href: accountPage(handle), text: t('verify.continue') },
          success: verified,
        }),
        verified ? 200 : 400,
      );
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
      const errors = checkForm(t, forgotPasswordFormSchema, { email });
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
        await withUnitOfWork(db, async (tx) => {
          const token = await createResetToken(tx, user.id, app.clock.now());
          const link = `${handle.origin}${realmPath(handle)}/password-reset?token=${token}&ui_locales=${context.language}`;
          await app.outbox.write(
            tx,
            composeMail({
              to: user.email,
              subject: t('mail.subject', { brand }),
              language: context.language,
              seller: handle.domain.config.seller,
              blocks: paragraphsOf(t('mail.text', { brand, link })),
            }),
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
    if (!token || !(await resetTokenUser(db, token, app.clock.now())))
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
      const owner = token ? await resetTokenUser(db, token, app.clock.now()) : undefined;
      if (!owner) return resetInvalid(reply, handle, context);
      const errors = checkForm(t, resetPasswordFormSchema, { newPassword: password });
      await checkNewPassword(t, errors, 'newPassword', password, {
        userInputs: [owner.email, owner.firstName, owner.lastName],
        breachCheck: deps.breachCheck,
        request,
      });
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

  /** Binds a change form (password or e-mail) to the provider session it was shown in. */
  const csrfToken = async (form: 'password' | 'email', sessionUid: string) =>
    createHmac('sha256', await deps.cookieKey())
      .update(`${form}-change:${sessionUid}`)
      .digest('base64url');
  /** 403 unless the form was shown in this provider session. */
  const checkCsrf = async (form: 'password' | 'email', sessionUid: string, given = '') => {
    const expected = Buffer.from(await csrfToken(form, sessionUid));
    const received = Buffer.from(given);
    if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
      throw new AppError('FORBIDDEN', 'The form does not belong to this sign-in session.');
    }
  };

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
      hidden: { csrf: await csrfToken('password', sessionUid) },
      askCurrent: true,
      errors,
    });
  };
  const dataPage = (handle: ProviderHandle) => `${handle.origin}/customer-dashboard/meine-daten`;
  const signedOut = (
    reply: FastifyReply,
    handle: ProviderHandle,
    context: PageContext,
    form: 'password' | 'email' = 'password',
  ) => {
    const t = translator(context.language);
    return html(
      reply,
      messagePage(context, {
        title: t(form === 'password' ? 'change.title' : 'email.title'),
        message: t(form === 'password' ? 'change.signedOut' : 'email.signedOut'),
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
      await checkCsrf('password', signedIn.sessionUid, form.csrf);
      const current = form.currentPassword ?? '';
      const next = form.newPassword ?? '';
      const errors = checkForm(t, changePasswordFormSchema, {
        currentPassword: current,
        newPassword: next,
      });
      const { user } = signedIn;
      await checkNewPassword(t, errors, 'newPassword', next, {
        userInputs: [user.email, user.firstName, user.lastName],
        breachCheck: deps.breachCheck,
        request,
      });
      if (
        current &&
        !(await authenticate(db, handle.domain.config.realm, signedIn.user.email, current))
      ) {
        errors.push({ field: 'currentPassword', message: t('error.currentPassword') });
      }
      if (errors.length > 0)
        return html(reply, await changeForm(handle, context, signedIn.sessionUid, errors), 422);
      // Every other session of the account ends; this one stays signed in.
      await setPassword(db, user.id, next, app.clock.now(), signedIn.sessionUid);
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

  const emailChangePath = (handle: ProviderHandle) => `${realmPath(handle)}/email-change`;
  const emailForm = async (
    handle: ProviderHandle,
    context: PageContext,
    signedIn: { user: { email: string }; sessionUid: string },
    values: { email?: string },
    errors: FieldError[],
  ) =>
    emailPage(context, {
      currentEmail: signedIn.user.email,
      action: `${realmPath(handle)}/account/email?ui_locales=${context.language}`,
      hidden: { csrf: await csrfToken('email', signedIn.sessionUid) },
      values,
      errors,
    });

  app.get('/realms/:realm/account/email', { schema }, async (request, reply) => {
    const handle = await deps.providerFor(request);
    const context = pageContextOf(handle, request, undefined);
    const signedIn = await sessionUser(handle, request, reply);
    if (!signedIn) return signedOut(reply, handle, context, 'email');
    return html(reply, await emailForm(handle, context, signedIn, {}, []));
  });

  // The account keeps its address until the link mailed to the new one is confirmed. The answer
  // is the same whether or not another account has the new address (its owner gets a notice).
  app.post(
    '/realms/:realm/account/email',
    { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request: FastifyRequest<{ Body: Form }>, reply) => {
      const handle = await deps.providerFor(request);
      const context = pageContextOf(handle, request, undefined);
      const t = translator(context.language);
      const signedIn = await sessionUser(handle, request, reply);
      if (!signedIn) return signedOut(reply, handle, context, 'email');
      const form = request.body ?? {};
      await checkCsrf('email', signedIn.sessionUid, form.csrf);
      const email = text(form, 'email').toLowerCase();
      const current = form.currentPassword ?? '';
      const { user } = signedIn;
      const realm = handle.domain.config.realm;
      const errors = checkForm(t, changeEmailFormSchema, { email, currentPassword: current });
      if (errors.length === 0 && email === user.email)
        errors.push({ field: 'email', message: t('error.sameEmail') });
      if (current && !(await authenticate(db, realm, user.email, current)))
        errors.push({ field: 'currentPassword', message: t('error.currentPassword') });
      if (errors.length > 0)
        return html(reply, await emailForm(handle, context, signedIn, { email }, errors), 422);
      const brand = handle.domain.config.name;
      await withUnitOfWork(db, async (tx) => {
        const taken = await findUserByEmail(tx, realm, email);
        let mail = {
          subject: t('email.takenSubject', { brand }),
          text: t('email.takenText', { brand, link: accountPage(handle) }),
        };
        if (!taken) {
          const token = await createVerificationToken(tx, user.id, app.clock.now(), email);
          const link = `${handle.origin}${emailChangePath(handle)}?token=${token}&ui_locales=${context.language}`;
          mail = {
            subject: t('email.mailSubject', { brand }),
            text: t('email.mailText', { brand, link }),
          };
        }
        await app.outbox.write(
          tx,
          composeMail({
            to: email,
            subject: mail.subject,
            language: context.language,
            seller: handle.domain.config.seller,
            blocks: paragraphsOf(mail.text),
          }),
        );
      });
      return html(
        reply,
        messagePage(context, {
          title: t('email.title'),
          message: t('email.sent', { email }),
          link: { href: dataPage(handle), text: t('change.back') },
          success: true,
        }),
      );
    },
  );

  type EmailChangeRequest = FastifyRequest<{ Querystring: { token?: string }; Body: Form }>;

  // As the verification link: one button, so that a mail program opening links confirms nothing.
  app.get('/realms/:realm/email-change', { schema }, async (request: EmailChangeRequest, reply) => {
    const handle = await deps.providerFor(request);
    const context = pageContextOf(handle, request, undefined);
    const t = translator(context.language);
    return html(
      reply,
      confirmPage(context, {
        title: t('email.title'),
        intro: t('email.confirmIntro'),
        submit: t('email.confirmSubmit'),
        action: `${emailChangePath(handle)}?ui_locales=${context.language}`,
        hidden: { token: request.query.token ?? '' },
      }),
    );
  });

  app.post(
    '/realms/:realm/email-change',
    { schema, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request: EmailChangeRequest, reply) => {
      const handle = await deps.providerFor(request);
      const context = pageContextOf(handle, request, undefined);
      const t = translator(context.language);
      const token = (request.body ?? {}).token ?? '';
      const signedIn = await sessionUser(handle, request, reply);
      const brand = handle.domain.config.name;
      const seller = handle.domain.config.seller;
      const result = !token
        ? { outcome: 'invalid' as const }
        : await changeEmail(
            db,
            token,
            app.clock.now(),
            signedIn && { userId: signedIn.user.id, sessionUid: signedIn.sessionUid },
            async (tx, change) => {
              const ownerT = translator(change.language);
              await app.outbox.write(
                tx,
                composeMail({
                  to: change.oldEmail,
                  subject: ownerT('email.noticeSubject', { brand }),
                  language: change.language,
                  seller,
                  blocks: paragraphsOf(
                    ownerT('email.noticeText', {
                      brand,
                      email: change.newEmail,
                      contact: seller.email,
                    }),
                  ),
                }),
              );
            },
          );
      const { outcome } = result;
      return html(
        reply,
        messagePage(context, {
          title: t('email.title'),
          message:
            result.outcome === 'changed'
              ? t('email.done', { email: result.newEmail })
              : t(outcome === 'taken' ? 'email.taken' : 'email.invalid'),
          link: { href: dataPage(handle), text: t('change.back') },
          success: outcome === 'changed',
        }),
        outcome === 'changed' ? 200 : outcome === 'taken' ? 409 : 400,
      );
    },
  );

  /**
   * The verified claims of the request's bearer access token (from the header, or for POST the
   * form's `access_token` as RFC 6750 allows), with the account it names; 401 with a challenge
   * without one.
   */
  async function bearerAccount(request: FastifyRequest) {
    const handle = await deps.providerFor(request);
    const formToken =
      request.method === 'POST'
        ? (request.body as Record<string, string> | undefined)?.access_token
        : undefined;
    const token = /^Bearer ([\w.-]+)$/.exec(request.headers.authorization ?? '')?.[1] ?? formToken;
    const challenge = (error: string) =>
      new AppError('UNAUTHORIZED', 'A valid access token is needed.', undefined, {
        'www-authenticate': `Bearer realm="${handle.domain.config.realm}", error="${error}"`,
      });
    if (!token) throw challenge('invalid_request');
    const settings = await deps.tokenSettingsOf(request);
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, settings.keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      }));
    } catch {
      throw challenge('invalid_token');
    }
    const user = claims.sub
      ? await findUser(db, handle.domain.config.realm, claims.sub)
      : undefined;
    if (!user) throw challenge('invalid_token');
    return { handle, user, claims, challenge };
  }

  // As Keycloak's: the claims of the token's scopes, while the sign-in session it was issued in
  // lasts (its `sid`; any process finds it in the provider's storage). oidc-provider's own
  // endpoint takes only its opaque tokens without an audience, never the API's access token.
  app.route({
    method: ['GET', 'POST'],
    url: '/realms/:realm/protocol/openid-connect/userinfo',
    schema,
    handler: async (request) => {
      const { handle, user, claims, challenge } = await bearerAccount(request);
      const scopes = new Set(typeof claims.scope === 'string' ? claims.scope.split(' ') : []);
      if (!scopes.has('openid')) throw challenge('insufficient_scope');
      const session =
        typeof claims.sid === 'string'
          ? await handle.provider.Session.findByUid(claims.sid)
          : undefined;
      if (!session || session.accountId !== user.id) throw challenge('invalid_token');
      const all = accountClaims(user);
      const granted = Object.entries(scopeClaims).flatMap(([scope, names]) =>
        scopes.has(scope) ? names.map((name) => [name, all[name]] as const) : [],
      );
      return Object.fromEntries(granted);
    },
  });

  app.get('/realms/:realm/account', { schema }, async (request) => {
    const { user } = await bearerAccount(request);
    return {
      id: user.id,
      username: user.email,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerified,
    };
  });

  // The storefront asks for a new verification link for the signed-in account (a lost or expired
  // mail); nothing is sent for a verified address. Few per client address, and one link at a time.
  app.post(
    '/realms/:realm/account/verify-email',
    { schema, config: { rateLimit: { max: 3, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const { handle, user } = await bearerAccount(request);
      if (!user.emailVerified) {
        const context = { domain: handle.domain, origin: handle.origin, language: user.language };
        await withUnitOfWork(db, (tx) =>
          sendVerificationMail(tx, handle, context, user, app.clock.now()),
        );
      }
      return reply.status(204).send();
    },
  );

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
