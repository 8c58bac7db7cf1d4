// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestSigner,
  signHs256,
  unsecuredToken,
  withForgedPayload,
  withTamperedSignature,
  type TestSigner,
} from './test-tokens.ts';
import type { TokenSettings } from './token-settings.ts';
import { InvalidAccessTokenError, verifyAccessToken } from './verify.ts';

const issuer = 'https://id.kursmarkt.test/realms/kursmarkt';
const audience = 'urn:kursmarkt:api:recht-storefront';
const customerId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const otherCustomerId = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const claims = {
  iss: issuer,
  aud: audience,
  sub: 'account-1',
  customerId,
  email: 'anna.berger@example.com',
  given_name: 'Anna',
  family_name: 'Berger',
};

let signer: TestSigner;
let settings: TokenSettings;

beforeAll(async () => {
  signer = await createTestSigner('RS256');
  settings = {
    issuer,
    audience,
    keys: signer.keys,
    passwordChangeUrl: `${issuer}/account/password`,
    emailChangeUrl: `${issuer}/account/email`,
  };
});

const refusal = async (token: string) => {
  const error = await verifyAccessToken(token, settings, new Date()).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidAccessTokenError);
  return (error as InvalidAccessTokenError).reason;
};

describe('verifyAccessToken', () => {
  it('accepts an RS256 access token and reads the customer, name and email from its claims', async () => {
    await expect(
      verifyAccessToken(await signer.sign(claims), settings, new Date()),
    ).resolves.toEqual({
      customerId,
      subject: 'account-1',
      email: 'anna.berger@example.com',
      firstName: 'Anna',
      lastName: 'Berger',
      emailVerified: false,
      roles: [],
    });
  });

  it('reads email_verified as Keycloak and the embedded provider send it: only true is verified', async () => {
    for (const [value, verified] of [
      [true, true],
      [false, false],
      ['true', false],
    ] as const) {
      const token = await signer.sign({ ...claims, email_verified: value });
      expect(await verifyAccessToken(token, settings, new Date())).toMatchObject({
        emailVerified: verified,
      });
    }
  });

  it("reads Keycloak's realm roles, and none from a malformed claim", async () => {
    const withRoles = await signer.sign({
      ...claims,
      realm_access: { roles: ['operator', 7, 'offline_access'] },
    });
    await expect(verifyAccessToken(withRoles, settings, new Date())).resolves.toMatchObject({
      roles: ['operator', 'offline_access'],
    });
    const malformed = await signer.sign({ ...claims, realm_access: { roles: 'operator' } });
    await expect(verifyAccessToken(malformed, settings, new Date())).resolves.toMatchObject({
      roles: [],
    });
  });

  it('accepts an ES256 access token', async () => {
    const ecSigner = await createTestSigner('ES256', 'ec-key');
    const token = await ecSigner.sign(claims);
    await expect(
      verifyAccessToken(token, { ...settings, keys: ecSigner.keys }, new Date()),
    ).resolves.toMatchObject({ customerId });
  });

  it("accepts Keycloak's access tokens, marked by the claim typ Bearer instead of the header", async () => {
    const token = await signer.sign({ ...claims, typ: 'Bearer' }, { typ: 'JWT' });
    await expect(verifyAccessToken(token, settings, new Date())).resolves.toMatchObject({
      customerId,
    });
  });

  it('reads the customer id in lower case, as the database stores uuids', async () => {
    const token = await signer.sign({ ...claims, customerId: customerId.toUpperCase() });
    await expect(verifyAccessToken(token, settings, new Date())).resolves.toMatchObject({
      customerId,
    });
  });

  it('forgives a clock difference of a few seconds at the expiry, but not more', async () => {
    const now = Math.floor(Date.now() / 1000);
    const justExpired = await signer.sign({ ...claims, iat: now - 300, exp: now - 3 });
    await expect(verifyAccessToken(justExpired, settings, new Date())).resolves.toMatchObject({
      customerId,
    });
    const expired = await signer.sign({ ...claims, iat: now - 300, exp: now - 10 });
    expect(await refusal(expired)).toBe('ERR_JWT_EXPIRED');
  });

  it('decides the expiry by the clock it is given, not the system clock', async () => {
    const token = await signer.sign(claims);
    const inSixMinutes = new Date(Date.now() + 6 * 60 * 1000);
    await expect(verifyAccessToken(token, settings, inSixMinutes)).rejects.toMatchObject({
      reason: 'ERR_JWT_EXPIRED',
    });
  });

  it('refuses a token without expiry', async () => {
    const token = await signer.sign({ ...claims, exp: undefined });
    expect(await refusal(token)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses an unsecured token (alg none)', async () => {
    expect(await refusal(unsecuredToken(claims))).toBe('ERR_JOSE_ALG_NOT_ALLOWED');
  });

  it('refuses an HS256 token whose secret is the public key (key confusion)', async () => {
    expect(await refusal(await signHs256(signer.publicKeyPem, claims))).toBe(
      'ERR_JOSE_ALG_NOT_ALLOWED',
    );
  });

  it('refuses a token signed by another key under the same key id', async () => {
    const impostor = await createTestSigner('RS256');
    expect(await refusal(await impostor.sign(claims))).toBe(
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    );
  });

  it('refuses a token with a changed signature', async () => {
    const token = withTamperedSignature(await signer.sign(claims));
    expect(await refusal(token)).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it("refuses a token whose customer id was changed to another customer's", async () => {
    const token = await signer.sign(claims);
    const now = Math.floor(Date.now() / 1000);
    const forged = withForgedPayload(token, {
      ...claims,
      customerId: otherCustomerId,
      iat: now,
      exp: now + 300,
    });
    expect(await refusal(forged)).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it('refuses a token of another issuer', async () => {
    const token = await signer.sign({ ...claims, iss: 'https://id.kursmarkt.test/realms/lumen' });
    expect(await refusal(token)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it("refuses a token for another audience (another domain's client)", async () => {
    const token = await signer.sign({ ...claims, aud: 'urn:kursmarkt:api:reno-storefront' });
    expect(await refusal(token)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses an ID token: its audience is the client, not the API', async () => {
    const token = await signer.sign({ ...claims, aud: 'recht-storefront' }, { typ: 'JWT' });
    expect(await refusal(token)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it("refuses Keycloak's ID token (typ ID) even with the API's audience", async () => {
    const token = await signer.sign({ ...claims, typ: 'ID' }, { typ: 'JWT' });
    expect(await refusal(token)).toMatch(/type ID/);
    const markedAsAccess = await signer.sign({ ...claims, typ: 'ID' });
    expect(await refusal(markedAsAccess)).toMatch(/type ID/);
  });

  it('refuses a token marked neither as access token by header nor by claim', async () => {
    const token = await signer.sign(claims, { typ: undefined });
    expect(await refusal(token)).toMatch(/not marked as an access token/);
  });

  it.each([
    ['missing', undefined],
    ['not a uuid', 'customer-1'],
    ['a number', 42],
  ])('refuses a token whose customerId is %s', async (_case, value) => {
    const token = await signer.sign({ ...claims, customerId: value });
    expect(await refusal(token)).toMatch(/customerId/);
  });

  it('refuses garbage', async () => {
    expect(await refusal('not.a.token')).toBe('ERR_JWS_INVALID');
    expect(await refusal('abc')).toBe('ERR_JWS_INVALID');
  });

  it('lets a failure to fetch the key set pass as what it is, not as a bad token', async () => {
    const unreachable: TokenSettings['keys'] = async () => {
      throw new TypeError('fetch failed');
    };
    const token = await signer.sign(claims);
    await expect(
      verifyAccessToken(token, { ...settings, keys: unreachable }, new Date()),
    ).rejects.toThrow(TypeError);
  });
});
