// @vitest-environment node
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  countryCodes,
  countrySchema,
  customerSchema,
  routes,
  type Customer,
} from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import {
  createTestSigner,
  signHs256,
  unsecuredToken,
  withForgedPayload,
  withTamperedSignature,
  type TestSigner,
} from './auth/test-tokens.ts';
import type { TokenSettings } from './auth/token-settings.ts';
import { customers } from './db/schema.ts';
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from './db/test-databases.ts';
import { loadDomains } from './domains/load.ts';
import type { Mailer } from './mail/transport.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', 'site', 'domains');
const issuerBase = 'https://id.kursmarkt.test/realms';
const recht = 'recht.kursmarkt.test';

/** Two customers of the LAWYER domain (realm kursmarkt, client recht-storefront). */
const anna = {
  customerId: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  email: 'anna.berger@example.com',
  given_name: 'Anna',
  family_name: 'Berger',
};
const jonas = {
  customerId: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  email: 'jonas.keller@example.com',
  given_name: 'Jonas',
  family_name: 'Keller',
};

const accessClaims = (person: typeof anna, client = 'recht-storefront', realm = 'kursmarkt') => ({
  ...person,
  iss: `${issuerBase}/${realm}`,
  aud: `urn:kursmarkt:api:${client}`,
  sub: `account-${person.customerId.slice(0, 8)}`,
  client_id: client,
  scope: 'openid profile email',
  email_verified: true,
});

const validUpdate = {
  name: 'Anna',
  lastname: 'Berger-Lindner',
  street: 'Schildergasse 12',
  city: 'Köln',
  zipCode: '50667',
  country: 'DEU',
};

/** Nothing of either customer's record appears in an error answer. */
const customerTexts = [anna, jonas].flatMap((person) => [
  person.email,
  person.given_name,
  person.family_name,
  validUpdate.street,
  validUpdate.lastname,
]);

describe.each(testDatabaseTargets())('the customer API on $name', (target) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let signer: TestSigner;
  const mailer: Mailer = { async send() {} };

  /** Like the identity provider: one issuer per realm, one API audience per domain client. */
  const tokenSettingsOf = async (request: FastifyRequest): Promise<TokenSettings> => {
    const { realm, client } = request.domain.config;
    const issuer = `${issuerBase}/${realm}`;
    return {
      issuer,
      audience: `urn:kursmarkt:api:${client}`,
      keys: signer.keys,
      passwordChangeUrl: `${issuer}/account/password`,
      emailChangeUrl: `${issuer}/account/email`,
    };
  };

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    { token, payload, host = recht }: { token?: string; payload?: object; host?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { host, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      ...(payload ? { payload } : {}),
    });
  const tokenOf = (person: typeof anna) => signer.sign(accessClaims(person));
  const recordOf = async (customerId: string) => {
    const [row] = await testDatabase.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customerId));
    return row;
  };

  /** The answer is the given error and carries nothing of any customer. */
  const expectRefused = (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe(code);
    expect(body.details).toBeUndefined();
    for (const text of customerTexts) expect(response.body).not.toContain(text);
    return body;
  };

  beforeAll(async () => {
    signer = await createTestSigner('RS256');
    testDatabase = await openTestDatabase(target);
    const { domains } = await loadDomains(examples);
    app = await buildApp({ database: testDatabase.database, domains, mailer, tokenSettingsOf });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await testDatabase?.cleanup();
  });

  describe('the customer record', () => {
    it('is created at the first signed-in call, named from the token', async () => {
      expect(await recordOf(anna.customerId)).toBeUndefined();
      const response = await call('GET', `/api/customers/${anna.customerId}`, {
        token: await tokenOf(anna),
      });
      expect(response.statusCode).toBe(200);
      expect(customerSchema.parse(response.json())).toEqual({
        id: anna.customerId,
        email: anna.email,
        name: 'Anna',
        lastname: 'Berger',
        street: '',
        city: '',
        zipCode: '',
        country: 'DEU',
        company: '',
        vatId: '',
        buyerReference: '',
      });
      expect(await recordOf(anna.customerId)).toMatchObject({ domain: 'lawyer' });
    });

    it('keeps its data on later calls and follows a changed sign-in address', async () => {
      const token = await tokenOf(anna);
      await call('PUT', `/api/customers/${anna.customerId}`, { token, payload: validUpdate });
      const renamed = await signer.sign(
        accessClaims({ ...anna, email: 'anna.lindner@example.com', family_name: 'Lindner' }),
      );
      const response = await call('GET', `/api/customers/${anna.customerId}`, { token: renamed });
      expect(response.json()).toMatchObject({
        email: 'anna.lindner@example.com',
        lastname: 'Berger-Lindner',
      });
      await call('GET', `/api/customers/${anna.customerId}`, { token });
    });

    it('records the domain the customer first signed in through', async () => {
      const reno = {
        ...jonas,
        customerId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
        email: 'reno@example.com',
      };
      const token = await signer.sign(accessClaims(reno, 'reno-storefront'));
      const response = await call('GET', `/api/customers/${reno.customerId}`, {
        token,
        host: 'reno.kursmarkt.test',
      });
      expect(response.statusCode).toBe(200);
      expect(await recordOf(reno.customerId)).toMatchObject({ domain: 'reno' });
    });
  });

  describe('PUT /api/customers/:id', () => {
    it('stores name and address, and GET answers them afterwards', async () => {
      const token = await tokenOf(anna);
      const update = {
        ...validUpdate,
        street: '  Hohe Straße 3 ',
        country: 'AUT',
        zipCode: '1010',
      };
      const response = await call('PUT', `/api/customers/${anna.customerId}`, {
        token,
        payload: update,
      });
      expect(response.statusCode).toBe(200);
      const expected: Customer = {
        ...update,
        street: 'Hohe Straße 3',
        country: 'AUT',
        id: anna.customerId,
        email: anna.email,
        company: '',
        vatId: '',
        buyerReference: '',
      };
      expect(customerSchema.parse(response.json())).toEqual(expected);
      const read = await call('GET', `/api/customers/${anna.customerId}`, { token });
      expect(read.json()).toEqual(expected);
      await call('PUT', `/api/customers/${anna.customerId}`, { token, payload: validUpdate });
    });

    it('refuses fields the call does not take, such as the id, the e-mail address or a role, and changes nothing', async () => {
      const token = await tokenOf(anna);
      const before = await call('GET', `/api/customers/${anna.customerId}`, { token });
      for (const extra of [
        { id: jonas.customerId },
        { email: 'someone.else@example.com' },
        { roles: ['operator'] },
        { domain: 'lumen' },
      ]) {
        const response = await call('PUT', `/api/customers/${anna.customerId}`, {
          token,
          payload: { ...validUpdate, lastname: 'Übernommen', ...extra },
        });
        expect(response.statusCode).toBe(422);
        expect(apiErrorSchema.parse(response.json()).details).toEqual([
          expect.objectContaining({ path: 'body', code: 'UNKNOWN_FIELD' }),
        ]);
      }
      const after = await call('GET', `/api/customers/${anna.customerId}`, { token });
      expect(after.json()).toEqual(before.json());
      expect(await recordOf(anna.customerId)).toMatchObject({ domain: 'lawyer' });
    });

    it("stores a business's firm, VAT id and Leitweg-ID, the VAT id in capitals without spaces", async () => {
      const token = await tokenOf(anna);
      const response = await call('PUT', `/api/customers/${anna.customerId}`, {
        token,
        payload: {
          ...validUpdate,
          company: ' Kanzlei Berger ',
          vatId: 'de 136 695 976',
          buyerReference: '04011000-12345-67',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const business = {
        company: 'Kanzlei Berger',
        vatId: 'DE136695976',
        buyerReference: '04011000-12345-67',
      };
      expect(response.json()).toMatchObject(business);
      const read = await call('GET', `/api/customers/${anna.customerId}`, { token });
      expect(read.json()).toMatchObject(business);
      await call('PUT', `/api/customers/${anna.customerId}`, { token, payload: validUpdate });
      expect(await recordOf(anna.customerId)).toMatchObject({ company: '', vatId: '' });
    });

    it.each([
      ['DE12', 'INVALID_FORMAT'],
      ['ATU1', 'INVALID_FORMAT'],
      ['CHE123456789', 'INVALID_FORMAT'],
      ['DE136695977', 'INVALID_CHECKSUM'],
    ])('refuses the VAT id %s with the code %s', async (vatId, code) => {
      const token = await tokenOf(anna);
      const before = await recordOf(anna.customerId);
      const response = await call('PUT', `/api/customers/${anna.customerId}`, {
        token,
        payload: { ...validUpdate, company: 'Kanzlei Berger', vatId },
      });
      expect(response.statusCode).toBe(422);
      expect(apiErrorSchema.parse(response.json()).details).toEqual([
        expect.objectContaining({ path: 'body.vatId', code }),
      ]);
      expect(await recordOf(anna.customerId)).toEqual(before);
    });

    it('refuses a VAT id without the name of the firm', async () => {
      const response = await call('PUT', `/api/customers/${anna.customerId}`, {
        token: await tokenOf(anna),
        payload: { ...validUpdate, vatId: 'DE136695976' },
      });
      expect(response.statusCode).toBe(422);
      expect(apiErrorSchema.parse(response.json()).details).toEqual([
        expect.objectContaining({ path: 'body.company', code: 'REQUIRED' }),
      ]);
    });

    it('accepts an empty address: it is needed only later', async () => {
      const token = await tokenOf(anna);
      const update = { name: 'Anna', lastname: 'Berger', country: 'DEU' };
      const response = await call('PUT', `/api/customers/${anna.customerId}`, {
        token,
        payload: update,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ street: '', city: '', zipCode: '' });
      await call('PUT', `/api/customers/${anna.customerId}`, { token, payload: validUpdate });
    });

    const invalid: [string, object, string[]][] = [
      [
        'without first and last name',
        { ...validUpdate, name: ' ', lastname: '' },
        ['body.name', 'body.lastname'],
      ],
      ['without any field', {}, ['body.name', 'body.lastname', 'body.country']],
      ['with a name that is too long', { ...validUpdate, name: 'A'.repeat(101) }, ['body.name']],
      [
        'with a street that is too long',
        { ...validUpdate, street: 'S'.repeat(121) },
        ['body.street'],
      ],
      [
        'with a four-digit German postal code',
        { ...validUpdate, zipCode: '5066' },
        ['body.zipCode'],
      ],
      [
        'with letters in a German postal code',
        { ...validUpdate, zipCode: '5066A' },
        ['body.zipCode'],
      ],
      [
        'with a foreign postal code of forbidden characters',
        { ...validUpdate, country: 'AUT', zipCode: '10_10' },
        ['body.zipCode'],
      ],
      [
        'with a foreign postal code that is too short',
        { ...validUpdate, country: 'LUX', zipCode: '12' },
        ['body.zipCode'],
      ],
      ['with a country not in the list', { ...validUpdate, country: 'XYZ' }, ['body.country']],
      ['with a two-letter country code', { ...validUpdate, country: 'DE' }, ['body.country']],
      [
        'with a field the record does not have',
        { ...validUpdate, email: 'x@example.com' },
        ['body'],
      ],
    ];

    it.each(invalid)('refuses a change %s, naming each field', async (_case, payload, paths) => {
      const token = await tokenOf(anna);
      const before = await recordOf(anna.customerId);
      const response = await call('PUT', `/api/customers/${anna.customerId}`, { token, payload });
      expect(response.statusCode).toBe(422);
      const body = apiErrorSchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details?.map((detail) => detail.path).sort()).toEqual([...paths].sort());
      expect(await recordOf(anna.customerId)).toEqual(before);
    });

    it("takes the longest change even written in JSON escapes, and refuses a body over the call's 8 KiB with 413", async () => {
      const token = await tokenOf(anna);
      expect((await call('GET', `/api/customers/${anna.customerId}`, { token })).statusCode).toBe(
        200,
      );
      const before = (await recordOf(anna.customerId))!;
      const longest = {
        name: 'ä'.repeat(100),
        lastname: 'ä'.repeat(100),
        street: 'ä'.repeat(120),
        city: 'ä'.repeat(100),
        zipCode: 'ABCDE12345',
        country: 'AUT',
        company: 'ä'.repeat(160),
        vatId: 'NL004495445B01',
        buyerReference: 'ä'.repeat(100),
      };
      // Six bytes for each ä: the largest body a valid change needs.
      const escaped = JSON.stringify(longest).replaceAll('ä', '\\u00e4');
      expect(escaped.length).toBeGreaterThan(4 * 1024);
      const fits = await app.inject({
        method: 'PUT',
        url: `/api/customers/${anna.customerId}`,
        headers: {
          host: recht,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        payload: escaped,
      });
      expect(fits.statusCode, fits.body).toBe(200);
      expect(fits.json()).toMatchObject(longest);

      const tooLarge = await call('PUT', `/api/customers/${anna.customerId}`, {
        token,
        payload: { ...validUpdate, street: ' '.repeat(8 * 1024) },
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(apiErrorSchema.parse(tooLarge.json()).code).toBe('PAYLOAD_TOO_LARGE');
      expect(await recordOf(anna.customerId)).toMatchObject(longest);

      const { name, lastname, street, city, zipCode, country, company, vatId, buyerReference } =
        before;
      const restored = await call('PUT', `/api/customers/${anna.customerId}`, {
        token,
        payload: { name, lastname, street, city, zipCode, country, company, vatId, buyerReference },
      });
      expect(restored.statusCode).toBe(200);
    });

    it('explains a German postal code in words', async () => {
      const response = await call('PUT', `/api/customers/${anna.customerId}`, {
        token: await tokenOf(anna),
        payload: { ...validUpdate, zipCode: '123' },
      });
      expect(apiErrorSchema.parse(response.json()).details).toEqual([
        {
          path: 'body.zipCode',
          code: 'INVALID_FORMAT',
          message: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
        },
      ]);
    });

    it('accepts foreign postal codes with letters, spaces and hyphens', async () => {
      const token = await tokenOf(anna);
      for (const [country, zipCode] of [
        ['GBR', 'SW1A 1AA'],
        ['LUX', 'L-1234'],
        ['CHE', '8001'],
      ] as const) {
        const response = await call('PUT', `/api/customers/${anna.customerId}`, {
          token,
          payload: { ...validUpdate, country, zipCode },
        });
        expect(response.statusCode, `${country} ${zipCode}`).toBe(200);
      }
      await call('PUT', `/api/customers/${anna.customerId}`, { token, payload: validUpdate });
    });
  });

  describe('GET /api/customers/password', () => {
    it("answers the provider's password page of the customer's realm", async () => {
      const response = await call('GET', '/api/customers/password', {
        token: await tokenOf(anna),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        url: `${issuerBase}/kursmarkt/account/password?ui_locales=de`,
      });
    });

    it('answers the page in the language the visitor chose', async () => {
      const response = await app.inject({
        url: '/api/customers/password',
        headers: { host: recht, cookie: 'lang=en', authorization: `Bearer ${await tokenOf(anna)}` },
      });
      expect(response.json()).toEqual({
        url: `${issuerBase}/kursmarkt/account/password?ui_locales=en`,
      });
    });

    it('needs a signed-in customer', async () => {
      const response = await call('GET', '/api/customers/password');
      expectRefused(response, 401, 'UNAUTHORIZED');
    });
  });

  describe('GET /api/customers/email', () => {
    it("answers the provider's e-mail page of the customer's realm in the visitor's language", async () => {
      const response = await app.inject({
        url: '/api/customers/email',
        headers: { host: recht, cookie: 'lang=en', authorization: `Bearer ${await tokenOf(anna)}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        url: `${issuerBase}/kursmarkt/account/email?ui_locales=en`,
      });
    });

    it('needs a signed-in customer', async () => {
      const response = await call('GET', '/api/customers/email');
      expectRefused(response, 401, 'UNAUTHORIZED');
    });
  });

  describe('GET /api/countries', () => {
    it('lists the six countries of priority 1 first, then every other country by German name', async () => {
      const response = await call('GET', '/api/countries?language=de');
      expect(response.statusCode).toBe(200);
      const countries = countrySchema.array().parse(response.json());
      expect(countries).toHaveLength(Object.keys(countryCodes).length);
      expect(countries.slice(0, 6)).toEqual([
        { iso: 'DEU', iso2: 'DE', name: 'Deutschland', priority: 1 },
        { iso: 'LUX', iso2: 'LU', name: 'Luxemburg', priority: 1 },
        { iso: 'AUT', iso2: 'AT', name: 'Österreich', priority: 1 },
        { iso: 'POL', iso2: 'PL', name: 'Polen', priority: 1 },
        { iso: 'CHE', iso2: 'CH', name: 'Schweiz', priority: 1 },
        { iso: 'ESP', iso2: 'ES', name: 'Spanien', priority: 1 },
      ]);
      const rest = countries.slice(6);
      expect(rest.every((country) => country.priority === 0)).toBe(true);
      const names = rest.map((country) => country.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
      expect(names.slice(0, 2)).toEqual(['Afghanistan', 'Ägypten']);
      expect(rest.find((country) => country.iso === 'FRA')).toEqual({
        iso: 'FRA',
        iso2: 'FR',
        name: 'Frankreich',
        priority: 0,
      });
    });

    it('names the countries in English when asked, still with the six first', async () => {
      const response = await call('GET', '/api/countries?language=en');
      const countries = countrySchema.array().parse(response.json());
      expect(countries.slice(0, 6).map((country) => country.name)).toEqual([
        'Germany',
        'Luxembourg',
        'Austria',
        'Poland',
        'Switzerland',
        'Spain',
      ]);
      expect(countries.find((country) => country.iso === 'AUT')?.name).toBe('Austria');
      expect(countries[6]?.name).toBe('Afghanistan');
    });

    it('is public: no token needed, German by default', async () => {
      const response = await call('GET', '/api/countries');
      expect(response.statusCode).toBe(200);
      expect(countrySchema.array().parse(response.json())[0]?.name).toBe('Deutschland');
    });
  });

  describe('attacks', () => {
    /** Anna's record exists; Jonas's too, so a refusal cannot be explained by a missing record. */
    beforeAll(async () => {
      await call('GET', `/api/customers/${anna.customerId}`, { token: await tokenOf(anna) });
      await call('GET', `/api/customers/${jonas.customerId}`, { token: await tokenOf(jonas) });
    });

    const annaUrl = () => `/api/customers/${anna.customerId}`;
    const now = () => Math.floor(Date.now() / 1000);

    it('without a token: 401 with the bare Bearer challenge', async () => {
      const response = await call('GET', annaUrl());
      const body = expectRefused(response, 401, 'UNAUTHORIZED');
      expect(body.message).toBe('Sign-in is required.');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('with another scheme (Basic): 401 as without a token', async () => {
      const response = await app.inject({
        method: 'GET',
        url: annaUrl(),
        headers: { host: recht, authorization: 'Basic YW5uYTpzZWNyZXQ=' },
      });
      expectRefused(response, 401, 'UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it.each([
      ['an empty bearer', 'Bearer '],
      ['a bearer with spaces inside', 'Bearer abc def'],
      ['a bearer with forbidden characters', 'Bearer <script>'],
    ])('with a garbled header (%s): 401 invalid_token', async (_case, authorization) => {
      const response = await app.inject({
        method: 'GET',
        url: annaUrl(),
        headers: { host: recht, authorization },
      });
      expectRefused(response, 401, 'UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    });

    /** Each attack, with the same generic answer: 401, `invalid_token`, nothing more. */
    const tokenAttacks: [string, () => Promise<string>][] = [
      [
        'an expired token',
        () => signer.sign({ ...accessClaims(anna), iat: now() - 600, exp: now() - 60 }),
      ],
      ['an unsecured token (alg none)', async () => unsecuredToken(accessClaims(anna))],
      [
        'a token of another issuer',
        () => signer.sign({ ...accessClaims(anna), iss: 'https://evil.test/realms/kursmarkt' }),
      ],
      [
        'a token of another realm (lumen)',
        () => signer.sign(accessClaims(anna, 'lumen-storefront', 'lumen')),
      ],
      [
        'a token for another audience',
        () => signer.sign({ ...accessClaims(anna), aud: 'urn:kursmarkt:api:other' }),
      ],
      [
        "another domain's token (RENO's client, same realm)",
        () => signer.sign(accessClaims(anna, 'reno-storefront')),
      ],
      [
        'an ID token used as access token',
        () =>
          signer.sign(
            { ...accessClaims(anna), aud: 'recht-storefront', nonce: 'n-1' },
            { typ: 'JWT' },
          ),
      ],
      [
        'a Keycloak-style ID token (typ ID) with the API audience',
        () => signer.sign({ ...accessClaims(anna), typ: 'ID' }, { typ: 'JWT' }),
      ],
      ['a tampered signature', async () => withTamperedSignature(await tokenOf(anna))],
      [
        "Anna's signature on a payload changed to Jonas",
        async () =>
          withForgedPayload(await tokenOf(anna), {
            ...accessClaims(jonas),
            iat: now(),
            exp: now() + 300,
          }),
      ],
      [
        'a token signed by another key under the same key id',
        async () => (await createTestSigner('RS256')).sign(accessClaims(anna)),
      ],
      [
        'HS256 signed with the public key bytes',
        () => signHs256(signer.publicKeyPem, accessClaims(anna)),
      ],
      [
        'a token without customerId',
        () => signer.sign({ ...accessClaims(anna), customerId: undefined }),
      ],
    ];

    it.each(tokenAttacks)('with %s: 401 invalid_token, nothing leaked', async (_case, make) => {
      const token = await make();
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { ...validUpdate, lastname: 'Angreifer' }],
      ] as const) {
        const response = await call(method, annaUrl(), { token, payload });
        const body = expectRefused(response, 401, 'UNAUTHORIZED');
        expect(body.message).toBe('The access token is not valid.');
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
      const password = await call('GET', '/api/customers/password', { token });
      expectRefused(password, 401, 'UNAUTHORIZED');
      expect(await recordOf(anna.customerId)).toMatchObject({ lastname: validUpdate.lastname });
    });

    it('checks the token before the input: a bad body or id without a token is still 401', async () => {
      expectRefused(await call('PUT', annaUrl(), { payload: { name: '' } }), 401, 'UNAUTHORIZED');
      expectRefused(await call('GET', '/api/customers/not-a-uuid'), 401, 'UNAUTHORIZED');
    });

    it('an account whose address is not confirmed (email_verified false or missing): 403 EMAIL_NOT_VERIFIED', async () => {
      for (const claims of [
        { ...accessClaims(anna), email_verified: false },
        { ...accessClaims(anna), email_verified: undefined },
        { ...accessClaims(anna), email_verified: 'true' },
      ]) {
        const response = await call('GET', annaUrl(), { token: await signer.sign(claims) });
        expectRefused(response, 403, 'EMAIL_NOT_VERIFIED');
      }
    });

    it("customer A reading customer B's record: 403, nothing of B", async () => {
      const response = await call('GET', `/api/customers/${jonas.customerId}`, {
        token: await tokenOf(anna),
      });
      expectRefused(response, 403, 'FORBIDDEN');
    });

    it("customer A changing customer B's record: 403, B unchanged", async () => {
      const before = await recordOf(jonas.customerId);
      const response = await call('PUT', `/api/customers/${jonas.customerId}`, {
        token: await tokenOf(anna),
        payload: { ...validUpdate, name: 'Gekapert' },
      });
      expectRefused(response, 403, 'FORBIDDEN');
      expect(await recordOf(jonas.customerId)).toEqual(before);
      expect(before).toMatchObject({ name: 'Jonas', lastname: 'Keller' });
    });

    it('a customer id in another spelling (upper case) is still the same customer', async () => {
      const response = await call('GET', `/api/customers/${anna.customerId.toUpperCase()}`, {
        token: await tokenOf(anna),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: anna.customerId });
    });

    it('every customer endpoint of the contract refuses a call without a token', async () => {
      const customerRoutes = Object.entries(routes).filter(
        ([, route]) => route.auth === 'customer',
      );
      expect(customerRoutes.length).toBeGreaterThan(0);
      for (const [name, route] of customerRoutes) {
        const url = route.path.replace(/:\w+/g, jonas.customerId);
        const response = await app.inject({
          method: route.method,
          url,
          headers: { host: recht },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, name).toBe(401);
      }
    });
  });
});

describe('the customer API without token settings', () => {
  it('serves the country list but not the customer calls', async () => {
    const testDatabase = await openTestDatabase(testDatabaseTargets()[0]!);
    const { domains } = await loadDomains(examples);
    const app = await buildApp({
      database: testDatabase.database,
      domains,
      mailer: { async send() {} },
    });
    try {
      const countries = await app.inject({ url: '/api/countries', headers: { host: recht } });
      expect(countries.statusCode).toBe(200);
      const customer = await app.inject({
        url: `/api/customers/${anna.customerId}`,
        headers: { host: recht },
      });
      expect(customer.statusCode).toBe(404);
    } finally {
      await app.close();
      await testDatabase.cleanup();
    }
  }, 60_000);
});
