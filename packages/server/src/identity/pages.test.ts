// @vitest-environment node
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { emailVerificationTokens, identityUsers, outboxMails } from '../db/schema.ts';
import { demoOperator, demoPassword, seedDemoUsers } from '../seed/index.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';
import type { Mailer } from '../mail/transport.ts';
import { mailsInOutbox } from '../outbox/test-support.ts';
import { createIdentity } from './index.ts';
import { findUserByEmail } from './users.ts';
import { maxCodeAttempts } from './second-factor.ts';
import {
  codeOf,
  createBrowser,
  formAction,
  inputValue,
  pathOf,
  pkcePair,
  secretOnPage,
  type Browser,
} from './test-support.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const host = 'reno.kursmarkt.test';
const origin = `http://${host}`;
const client = 'reno-storefront';
const redirectUri = `${origin}/auth/callback`;

describe.each(testDatabaseTargets())('the sign-in pages on $name', (target) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const mailer: Mailer = { async send() {} };
  /** The app's clock, moved by the tests. */
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  /**
   * The breached-password service: answers a range with padding lines (count 0), and the
   * breached password's suffix when its prefix is asked; `down` makes it fail.
   */
  const breached = 'Kaffeetasse-Morgen-7';
  const breachedHash = createHash('sha1').update(breached).digest('hex').toUpperCase();
  const pwned = { down: false, requests: [] as { url: string; padding: unknown }[] };
  let pwnedServer: Server;
  /** The mails the pages wrote into the outbox. */
  const mails = () => mailsInOutbox(testDatabase.database.db);
  let browser: Browser;
  let clientNumber = 0;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(target);
    await seedDemoUsers(testDatabase.database.db);
    const { domains } = await loadDomains(examples);
    pwnedServer = createServer((request, response) => {
      pwned.requests.push({ url: request.url!, padding: request.headers['add-padding'] });
      if (pwned.down) return response.writeHead(503).end();
      const lines = [
        '0018A45C4D1DEF81644B54AB7F969B88D65:0',
        '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2',
        ...(request.url === `/range/${breachedHash.slice(0, 5)}`
          ? [`${breachedHash.slice(5)}:3861493`]
          : []),
        '011053FD0102E94D6AE2F8B83D76FAF94F6:0',
      ];
      response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
    });
    pwnedServer.listen(0, '127.0.0.1');
    await once(pwnedServer, 'listening');
    const identity = createIdentity({
      db: testDatabase.database.db,
      pwnedPasswordsUrl: `http://127.0.0.1:${(pwnedServer.address() as AddressInfo).port}/range`,
    });
    app = await buildApp({ database: testDatabase.database, domains, mailer, identity, clock });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    pwnedServer?.close();
    await app?.close();
    await testDatabase?.cleanup();
  });

  beforeEach(async () => {
    offsetMs = 0;
    pwned.down = false;
    pwned.requests = [];
    await testDatabase.database.db.delete(outboxMails);
    browser = createBrowser(app, host, `10.40.0.${++clientNumber}`);
  });

  const pkce = pkcePair();
  /** Starts an authorization request and opens the page it leads to. */
  async function startSignIn(params: Record<string, string> = {}) {
    const start = await browser.get(
      `/realms/kursmarkt/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: client,
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid profile email',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        ...params,
      })}`,
    );
    expect(start.statusCode).toBe(303);
    return browser.get(pathOf(start.headers.location!));
  }

  /** Follows the provider back to the client and exchanges the code for tokens. */
  async function tokensAfter(response: { statusCode: number; headers: Record<string, unknown> }) {
    expect(response.statusCode).toBe(303);
    const resumed = await browser.get(pathOf(String(response.headers.location)));
    const callback = new URL(String(resumed.headers.location));
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    const code = new URLSearchParams(callback.hash.slice(1)).get('code')!;
    const answer = await app.inject({
      method: 'POST',
      url: '/realms/kursmarkt/protocol/openid-connect/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: client,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: pkce.verifier,
      }).toString(),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { access_token: string; id_token: string; refresh_token: string };
  }

  const registration = {
    firstName: 'Clara',
    lastName: 'Neumann',
    email: 'Clara.Neumann@example.com',
    password: 'sicheres-Passwort-7',
    terms: 'yes',
  };

  /** The link of the newest mail to `to` that matches `pattern`. */
  async function linkInMail(to: string, pattern: RegExp) {
    const mail = (await mails()).findLast((candidate) => candidate.to === to);
    expect(mail).toBeDefined();
    return pattern.exec(mail!.text)![0];
  }
  const verificationLink = /https?:\/\/\S+\/verify-email\?\S+/;

  /** Opens a verification link and presses its button. */
  async function confirmAddress(link: string) {
    const page = await browser.get(pathOf(link));
    expect(page.statusCode).toBe(200);
    return browser.post(formAction(page.body)!, { token: inputValue(page.body, 'token')! });
  }

  it('registers an unverified account, mails a one-time verification link and gives orders only after it', async () => {
    const page = await startSignIn({ prompt: 'create' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Registrieren</h1>');
    expect(page.body).toContain('<html lang="de" data-theme="RENO">');
    expect(page.body).toMatch(/<label for="firstName">Vorname<\/label>/);
    expect(page.body).toContain('autocomplete="new-password"');
    expect(page.body).toContain(`href="${origin}/agb"`);
    // No inline script; forms post to the provider itself.
    expect(page.body).not.toMatch(/<script/);
    const policy = String(page.headers['content-security-policy']);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    expect(policy).toContain("form-action 'self'");
    // No inline style either: the page's stylesheet is a file of this origin.
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<style/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)![1]!;
    const css = await browser.get(stylesheet);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toMatch(/\[data-theme="RENO"\][\s\S]*button\{/);

    const registered = await browser.post(formAction(page.body)!, registration);
    expect(registered.statusCode).toBe(200);
    expect(registered.body).toContain('<h1>Bitte bestätigen Sie Ihre E-Mail-Adresse</h1>');
    expect(registered.body).toContain(
      'Wir haben eine E-Mail an clara.neumann@example.com geschickt.',
    );
    const [user] = await testDatabase.database.db
      .select()
      .from(identityUsers)
      .where(
        and(
          eq(identityUsers.realm, 'kursmarkt'),
          eq(identityUsers.email, 'clara.neumann@example.com'),
        ),
      );
    expect(user).toMatchObject({
      firstName: 'Clara',
      lastName: 'Neumann',
      language: 'de',
      emailVerified: false,
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const link = await linkInMail('clara.neumann@example.com', verificationLink);
    expect(link.startsWith(`${origin}/realms/kursmarkt/verify-email?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const [stored] = await testDatabase.database.db.select().from(emailVerificationTokens);
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - clock.now().getTime()).toBeGreaterThan(23 * 3600_000);

    // Signed in before confirming: the tokens say so and the API refuses the customer's data.
    const login = { email: registration.email, password: registration.password };
    const before = await tokensAfter(
      await browser.post(formAction((await startSignIn()).body)!, login),
    );
    expect(decodeJwt(before.access_token)).toMatchObject({ email_verified: false });
    expect(decodeJwt(before.id_token)).toMatchObject({ email_verified: false });
    const refused = await app.inject({
      url: `/api/customers/${user!.customerId}`,
      headers: { host, authorization: `Bearer ${before.access_token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    // Opening the link alone confirms nothing (a mail program may look at links ahead).
    const opened = await browser.get(pathOf(link));
    expect(opened.body).toContain('<h1>E-Mail-Adresse bestätigen</h1>');
    expect(
      (await findUserByEmail(testDatabase.database.db, 'kursmarkt', login.email))!.emailVerified,
    ).toBe(false);
    const confirmed = await confirmAddress(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Ihre E-Mail-Adresse ist bestätigt.');
    expect((await confirmAddress(link)).statusCode).toBe(400);

    browser = createBrowser(app, host, '10.40.1.2');
    const after = await tokensAfter(
      await browser.post(formAction((await startSignIn()).body)!, login),
    );
    expect(decodeJwt(after.access_token)).toMatchObject({
      sub: user!.id,
      customerId: user!.customerId,
      given_name: 'Clara',
      email_verified: true,
      aud: `urn:kursmarkt:api:${client}`,
    });
    expect(decodeJwt(after.id_token)).toMatchObject({
      given_name: 'Clara',
      family_name: 'Neumann',
      email_verified: true,
    });
    const own = await app.inject({
      url: `/api/customers/${user!.customerId}`,
      headers: { host, authorization: `Bearer ${after.access_token}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers a registration of an existing address like a new one and mails its owner a notice instead', async () => {
    const fresh = await browser.post(formAction((await startSignIn({ prompt: 'create' })).body)!, {
      ...registration,
      email: 'paul.schmitt@example.com',
    });
    const existing = await browser.post(
      formAction((await startSignIn({ prompt: 'create' })).body)!,
      {
        ...registration,
        email: 'anna.berger@example.com',
      },
    );
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body.replaceAll('anna.berger@example.com', 'paul.schmitt@example.com')).toBe(
      fresh.body,
    );
    const anna = await findUserByEmail(
      testDatabase.database.db,
      'kursmarkt',
      'anna.berger@example.com',
    );
    expect(anna).toMatchObject({ firstName: 'Anna', emailVerified: true });
    const notice = (await mails()).find((mail) => mail.to === 'anna.berger@example.com')!;
    expect(notice.subject).toBe('Registrierung mit Ihrer E-Mail-Adresse bei RENO Kursmarkt');
    expect(notice.text).toContain('jemand hat versucht, sich mit Ihrer E-Mail-Adresse');
    expect(notice.text).toContain(`${origin}/customer-dashboard`);
    expect(notice.text).not.toMatch(verificationLink);
  });

  it('sends a new verification link on request of the signed-in account, voiding the older one', async () => {
    const email = 'lena.wolf@example.com';
    await browser.post(formAction((await startSignIn({ prompt: 'create' })).body)!, {
      ...registration,
      email,
    });
    const first = await linkInMail(email, verificationLink);
    const tokens = await tokensAfter(
      await browser.post(formAction((await startSignIn()).body)!, {
        email,
        password: registration.password,
      }),
    );
    const resend = (token: string) =>
      browser.request({
        method: 'POST',
        url: '/realms/kursmarkt/account/verify-email',
        headers: { authorization: `Bearer ${token}` },
      });
    expect(
      (await browser.request({ method: 'POST', url: '/realms/kursmarkt/account/verify-email' }))
        .statusCode,
    ).toBe(401);
    expect((await resend(tokens.access_token)).statusCode).toBe(204);
    const second = await linkInMail(email, verificationLink);
    expect(second).not.toBe(first);
    expect((await confirmAddress(first)).statusCode).toBe(400);
    expect((await confirmAddress(second)).statusCode).toBe(200);
    const sent = (await mails()).length;
    expect((await resend(tokens.access_token)).statusCode).toBe(204);
    expect(await mails()).toHaveLength(sent);
    // A few per client address.
    expect((await resend(tokens.access_token)).statusCode).toBe(429);
  });

  it('shows inline errors for a bad email, a weak password and missing fields, keeping the values but the password', async () => {
    const page = await startSignIn({ prompt: 'create' });
    const action = formAction(page.body)!;

    const taken = await browser.post(action, {
      ...registration,
      email: 'anna.berger@',
      password: 'nurbuchstabenlang',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain('role="alert"');
    expect(taken.body).toContain(
      '<a href="#email">Bitte geben Sie eine gültige E-Mail-Adresse an!',
    );
    expect(taken.body).toMatch(
      /id="email"[^>]*value="anna.berger@"[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"/,
    );
    expect(taken.body).toContain(
      '<p class="error" id="password-error">Das Passwort muss mindestens 10 Zeichen',
    );
    expect(taken.body).toMatch(/id="firstName"[^>]*value="Clara"/);
    expect(taken.body).not.toContain('nurbuchstabenlang');
    // The first field with an error gets the focus.
    expect(taken.body).toMatch(/id="email"[^>]*autofocus/);

    const empty = await browser.post(action, {});
    expect(empty.statusCode).toBe(422);
    for (const [field, message] of [
      ['firstName', 'Bitte geben Sie Ihren Vornamen an.'],
      ['lastName', 'Bitte geben Sie Ihren Nachnamen an.'],
      ['email', 'Bitte geben Sie Ihre E-Mail-Adresse an.'],
      ['password', 'Bitte geben Sie Ihr Passwort an.'],
      ['terms', 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.'],
    ]) {
      expect(empty.body).toContain(`<p class="error" id="${field}-error">${message}</p>`);
    }
    expect(empty.body).toMatch(/id="firstName"[^>]*autofocus/);

    const digits = await browser.post(action, {
      ...registration,
      email: 'neu@example.com',
      password: '12345678901',
    });
    expect(digits.body).toContain('id="password-error"');

    // Common passwords, keyboard walks, and the account's own address.
    for (const [email, guessable] of [
      ['neu@example.com', 'Passwort2024'],
      ['neu@example.com', 'qwertz123456'],
      ['neu.mann@example.com', 'neu.mann@example.com'],
    ] as const) {
      const refused = await browser.post(action, {
        ...registration,
        email,
        password: guessable,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain(
        '<p class="error" id="password-error">Dieses Passwort ist zu leicht zu erraten',
      );
    }
    const users = await testDatabase.database.db
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.email, 'neu@example.com'));
    expect(users).toHaveLength(0);
  });

  it('refuses a new password known from breaches, sending only five hex digits of its SHA-1, and registers when the service fails', async () => {
    const action = formAction((await startSignIn({ prompt: 'create' })).body)!;
    const account = { ...registration, email: 'eva.brandt@example.com', password: breached };
    const refused = await browser.post(action, account);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      '<p class="error" id="password-error">Dieses Passwort ist in veröffentlichten Datenlecks aufgetaucht',
    );
    expect(pwned.requests).toEqual([
      { url: `/range/${breachedHash.slice(0, 5)}`, padding: 'true' },
    ]);
    expect(
      await findUserByEmail(testDatabase.database.db, 'kursmarkt', account.email),
    ).toBeUndefined();

    pwned.down = true;
    const taken = await browser.post(action, account);
    expect(taken.statusCode).toBe(200);
    expect(
      await findUserByEmail(testDatabase.database.db, 'kursmarkt', account.email),
    ).toMatchObject({ emailVerified: false });
  });

  it("speaks the language of the site's lang cookie on its own pages and the provider's", async () => {
    browser.jar.set('lang', 'en');
    const page = await startSignIn();
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain('<h1>Sign in</h1>');
    // A page oidc-provider renders itself: the error page of a request for an unknown client.
    const refused = await browser.get(
      '/realms/kursmarkt/protocol/openid-connect/auth?client_id=unknown&response_type=code',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="en"');
    expect(refused.body).toContain('The sign-in request is not valid.');
  });

  it('speaks English with ui_locales=en and says when the credentials are wrong', async () => {
    const page = await startSignIn({ ui_locales: 'en' });
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toContain('<h1>Sign in</h1>');
    const wrong = await browser.post(formAction(page.body)!, {
      email: 'anna.berger@example.com',
      password: 'not-the-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The e-mail address or password is wrong.');
    expect(wrong.body).toMatch(/id="email"[^>]*value="anna.berger@example.com"/);
  });

  it('keeps English from the sign-in to its registration and password pages, and back', async () => {
    const login = await startSignIn({ ui_locales: 'en' });
    const registerUrl = /href="([^"]+\/register)"/.exec(login.body)![1]!;
    const registration = await browser.get(registerUrl);
    expect(registration.body).toContain('<html lang="en"');
    expect(registration.body).toContain('<h1>Register</h1>');
    const forgotUrl = /href="([^"]+\/forgot)"/.exec(login.body)![1]!;
    const forgot = await browser.get(forgotUrl);
    expect(forgot.body).toContain('<h1>Forgot your password?</h1>');
    const back = /<p class="links"><a href="([^"]+)"/.exec(forgot.body)![1]!;
    expect((await browser.get(back)).body).toContain('<h1>Sign in</h1>');

    const change = await browser.get('/realms/kursmarkt/account/password?ui_locales=en');
    expect(change.body).toContain('<html lang="en"');
    expect(change.body).toContain('Please sign in to change your password.');
  });

  it('sends a one-time reset link by mail that sets a new password; an unknown address gets the same answer', async () => {
    const login = await startSignIn();
    expect(login.body).toContain('Passwort vergessen?');
    const forgotUrl = /href="([^"]+\/forgot)"/.exec(login.body)![1]!;
    const forgot = await browser.get(forgotUrl);
    expect(forgot.body).toContain('<h1>Passwort vergessen?</h1>');

    const unknown = await browser.post(formAction(forgot.body)!, { email: 'niemand@example.com' });
    expect(await mails()).toHaveLength(0);
    const known = await browser.post(formAction(forgot.body)!, {
      email: 'jonas.keller@example.com',
    });
    expect(known.body).toBe(unknown.body);
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail!.to).toBe('jonas.keller@example.com');
    const link = /https?:\/\/\S+\/password-reset\?\S+/.exec(mail!.text)![0];
    expect(link.startsWith(`${origin}/realms/kursmarkt/password-reset?token=`)).toBe(true);

    const form = await browser.get(pathOf(link));
    expect(form.statusCode).toBe(200);
    const token = inputValue(form.body, 'token')!;
    const weak = await browser.post(formAction(form.body)!, { token, newPassword: 'kurz' });
    expect(weak.statusCode).toBe(422);
    const done = await browser.post(formAction(form.body)!, {
      token,
      newPassword: 'Neues-Passwort-2026',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ihr Passwort wurde geändert.');

    const again = await browser.get(pathOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Dieser Link ist ungültig');

    const signIn = await startSignIn();
    const old = await browser.post(formAction(signIn.body)!, {
      email: 'jonas.keller@example.com',
      password: demoPassword,
    });
    expect(old.statusCode).toBe(401);
    await tokensAfter(
      await browser.post(formAction(signIn.body)!, {
        email: 'jonas.keller@example.com',
        password: 'Neues-Passwort-2026',
      }),
    );
  });

  it('asks a back-office account for a second factor: set up at the first sign-in, each code taken once', async () => {
    const password = { email: demoOperator.email, password: demoPassword };
    const first = await startSignIn();
    const setup = await browser.post(formAction(first.body)!, password);
    expect(setup.statusCode).toBe(200);
    expect(setup.body).toContain('Zweiten Faktor einrichten');
    expect(setup.body).toMatch(/<figure class="qr"[^>]*><svg /);
    expect(setup.body).toMatch(/id="code"[^>]*autocomplete="one-time-code"/);
    const secret = secretOnPage(setup.body)!;
    const code = codeOf(secret, clock.now());
    // A wrong code is said at the field; the setup stays on the page with the same secret.
    const wrong = await browser.post(formAction(setup.body)!, {
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Der Code stimmt nicht');
    expect(secretOnPage(wrong.body)).toBe(secret);
    const tokens = await tokensAfter(await browser.post(formAction(wrong.body)!, { code }));
    expect(decodeJwt(tokens.access_token)).toMatchObject({ realm_access: { roles: ['operator'] } });
    const [stored] = await testDatabase.database.db
      .select({ secret: identityUsers.totpSecret })
      .from(identityUsers)
      .where(eq(identityUsers.email, demoOperator.email));
    expect(stored?.secret).toBe(secret);

    // The next sign-in asks for the code only, and takes the one already used no second time.
    browser = createBrowser(app, host, '10.40.1.1');
    const second = await startSignIn();
    const asked = await browser.post(formAction(second.body)!, password);
    expect(asked.body).toContain('Zweiter Faktor');
    expect(secretOnPage(asked.body)).toBeUndefined();
    const replayed = await browser.post(formAction(asked.body)!, { code });
    expect(replayed.statusCode).toBe(401);
    offsetMs += 30_000;
    await tokensAfter(
      await browser.post(formAction(asked.body)!, { code: codeOf(secret, clock.now()) }),
    );

    // Wrong codes end the attempt: the password is asked for again.
    browser = createBrowser(app, host, '10.40.1.2');
    const third = await startSignIn();
    const again = await browser.post(formAction(third.body)!, password);
    let answer = again;
    for (let attempt = 1; attempt <= maxCodeAttempts; attempt++) {
      answer = await browser.post(formAction(again.body)!, { code: 'abcdef' });
      expect(answer.statusCode).toBe(401);
    }
    expect(answer.body).toContain('Die Anmeldung ist abgelaufen');
    expect(answer.body).toMatch(/id="password"/);
  });

  it('changes the password at /account/password in the provider session, checking the current one', async () => {
    const signedOut = await browser.get('/realms/kursmarkt/account/password');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain('Bitte melden Sie sich an');

    const login = await startSignIn();
    const account = { email: 'anna.berger@example.com', password: demoPassword };
    await tokensAfter(await browser.post(formAction(login.body)!, account));

    const page = await browser.get('/realms/kursmarkt/account/password');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('autocomplete="current-password"');
    const csrf = inputValue(page.body, 'csrf')!;
    const wrong = await browser.post(formAction(page.body)!, {
      csrf,
      currentPassword: 'falsches-Passwort-1',
      newPassword: 'Noch-ein-Passwort-3',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Das aktuelle Passwort ist falsch.');
    const forged = await browser.post(formAction(page.body)!, {
      csrf: 'x',
      currentPassword: demoPassword,
      newPassword: 'Noch-ein-Passwort-3',
    });
    expect(forged.statusCode).toBe(403);
    const changed = await browser.post(formAction(page.body)!, {
      csrf,
      currentPassword: demoPassword,
      newPassword: 'Noch-ein-Passwort-3',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(`href="${origin}/customer-dashboard/meine-daten"`);

    browser = createBrowser(app, host, '10.40.1.1');
    const again = await startSignIn();
    await tokensAfter(
      await browser.post(formAction(again.body)!, { ...account, password: 'Noch-ein-Passwort-3' }),
    );
  });

  /** Registers an account (unconfirmed) and signs it in with `browser`; its tokens. */
  async function registerAndSignIn(email: string) {
    await browser.post(formAction((await startSignIn({ prompt: 'create' })).body)!, {
      ...registration,
      email,
    });
    return tokensAfter(
      await browser.post(formAction((await startSignIn()).body)!, {
        email,
        password: registration.password,
      }),
    );
  }
  /** Asks for a change of the signed-in account's address on /account/email. */
  async function askEmailChange(form: { email: string; currentPassword?: string }) {
    const page = await browser.get('/realms/kursmarkt/account/email');
    expect(page.statusCode).toBe(200);
    return browser.post(formAction(page.body)!, {
      csrf: inputValue(page.body, 'csrf')!,
      currentPassword: registration.password,
      ...form,
    });
  }
  const changeLink = /https?:\/\/\S+\/email-change\?\S+/;
  const signInAs = async (email: string) =>
    browser.post(formAction((await startSignIn()).body)!, {
      email,
      password: registration.password,
    });
  const refresh = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: '/realms/kursmarkt/protocol/openid-connect/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: client,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }).toString(),
    });

  it('keeps the address until the link mailed to the new one is confirmed, then signs in only with the new one', async () => {
    const old = 'marie.roth@example.com';
    const next = 'marie.roth@example.org';
    const other = await registerAndSignIn(old);
    browser = createBrowser(app, host, '10.40.2.1');
    await tokensAfter(await signInAs(old));
    const db = testDatabase.database.db;

    const asked = await askEmailChange({ email: 'Marie.Roth@example.org' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Wir haben einen Link an marie.roth@example.org geschickt.');
    const link = await linkInMail(next, changeLink);
    expect(link.startsWith(`${origin}/realms/kursmarkt/email-change?token=`)).toBe(true);
    const [stored] = await db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.newEmail, next));
    expect(stored!.tokenHash).not.toContain(new URL(link).searchParams.get('token')!);
    expect(stored!.expiresAt.getTime() - clock.now().getTime()).toBeGreaterThan(23 * 3600_000);
    expect(await findUserByEmail(db, 'kursmarkt', old)).toBeDefined();
    expect(await findUserByEmail(db, 'kursmarkt', next)).toBeUndefined();

    // Opening the link alone changes nothing; its button does, once.
    const opened = await browser.get(pathOf(link));
    expect(opened.body).toContain('<h1>E-Mail-Adresse ändern</h1>');
    expect(await findUserByEmail(db, 'kursmarkt', next)).toBeUndefined();
    const confirmed = await browser.post(formAction(opened.body)!, {
      token: inputValue(opened.body, 'token')!,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Ihre E-Mail-Adresse ist jetzt marie.roth@example.org.');
    const again = await browser.post(formAction(opened.body)!, {
      token: inputValue(opened.body, 'token')!,
    });
    expect(again.statusCode).toBe(400);
    expect(await findUserByEmail(db, 'kursmarkt', next)).toMatchObject({ emailVerified: true });

    const notice = (await mails()).findLast((mail) => mail.to === old)!;
    expect(notice.subject).toBe('Ihre E-Mail-Adresse bei RENO Kursmarkt wurde geändert');
    expect(notice.text).toContain('wurde in marie.roth@example.org geändert');
    expect(notice.text).not.toMatch(changeLink);

    // The other session ends; the one the link was confirmed in stays.
    expect((await refresh(other.refresh_token)).json().error).toBe('invalid_grant');
    expect((await browser.get('/realms/kursmarkt/account/email')).statusCode).toBe(200);

    browser = createBrowser(app, host, '10.40.2.2');
    expect((await signInAs(old)).statusCode).toBe(401);
    const after = await tokensAfter(await signInAs(next));
    expect(decodeJwt(after.access_token)).toMatchObject({ email: next, email_verified: true });
  });

  it('answers a change to a taken address like any other and mails its owner a notice instead of a link', async () => {
    await registerAndSignIn('tom.hahn@example.com');
    const free = await askEmailChange({ email: 'tom.hahn@example.org' });
    const taken = await askEmailChange({ email: 'anna.berger@example.com' });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body.replaceAll('anna.berger@example.com', 'tom.hahn@example.org')).toBe(
      free.body,
    );
    const notice = (await mails()).find((mail) => mail.to === 'anna.berger@example.com')!;
    expect(notice.subject).toBe('Änderung auf Ihre E-Mail-Adresse bei RENO Kursmarkt');
    expect(notice.text).toContain(`${origin}/customer-dashboard`);
    expect(notice.text).not.toMatch(changeLink);
    expect(
      await findUserByEmail(testDatabase.database.db, 'kursmarkt', 'anna.berger@example.com'),
    ).toMatchObject({ firstName: 'Anna' });
  });

  it('voids an older change link with a newer one, and refuses a link whose address was taken meanwhile', async () => {
    await registerAndSignIn('ida.kern@example.com');
    await askEmailChange({ email: 'ida.kern@example.org' });
    const first = await linkInMail('ida.kern@example.org', changeLink);
    await askEmailChange({ email: 'ida.kern@example.net' });
    const second = await linkInMail('ida.kern@example.net', changeLink);
    const confirm = async (link: string) => {
      const page = await browser.get(pathOf(link));
      return browser.post(formAction(page.body)!, { token: inputValue(page.body, 'token')! });
    };
    expect((await confirm(first)).statusCode).toBe(400);
    // Its token is no verification token of the account's own address either.
    const token = new URL(second).searchParams.get('token')!;
    expect((await browser.post('/realms/kursmarkt/verify-email', { token })).statusCode).toBe(400);

    const own = browser;
    browser = createBrowser(app, host, '10.40.2.3');
    await browser.post(formAction((await startSignIn({ prompt: 'create' })).body)!, {
      ...registration,
      email: 'ida.kern@example.net',
    });
    browser = own;
    const late = await confirm(second);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('Diese Adresse gehört inzwischen zu einem anderen Konto.');
    expect(
      await findUserByEmail(testDatabase.database.db, 'kursmarkt', 'ida.kern@example.com'),
    ).toBeDefined();
  });

  it('shows inline errors for a wrong current password, the same address and a bad one', async () => {
    const signedOut = await browser.get('/realms/kursmarkt/account/email');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain('Bitte melden Sie sich an, um Ihre E-Mail-Adresse zu ändern.');
    await registerAndSignIn('eva.lang@example.com');
    const wrong = await askEmailChange({
      email: 'eva.lang@example.org',
      currentPassword: 'falsches-Passwort-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Das aktuelle Passwort ist falsch.');
    expect(wrong.body).toContain('value="eva.lang@example.org"');
    const same = await askEmailChange({ email: 'Eva.Lang@example.com' });
    expect(same.statusCode).toBe(422);
    expect(same.body).toContain('Das ist bereits Ihre E-Mail-Adresse.');
    const bad = await askEmailChange({ email: 'eva.lang@' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an!');
    const forged = await browser.post('/realms/kursmarkt/account/email', {
      csrf: 'x',
      email: 'eva.lang@example.org',
      currentPassword: registration.password,
    });
    expect(forged.statusCode).toBe(403);
    expect(await mails()).not.toContainEqual(
      expect.objectContaining({ to: 'eva.lang@example.org' }),
    );
  });
});
