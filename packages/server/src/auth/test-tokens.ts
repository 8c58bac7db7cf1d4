/**
 * A token issuer for tests: a real key pair and a local key set, so access tokens are signed and
 * verified exactly as with the identity provider, and attacks can be crafted by hand.
 */
import {
  base64url,
  createLocalJWKSet,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export interface TestSigner {
  /** The key set with the public key, as the provider's JWKS would publish it. */
  keys: JWTVerifyGetKey;
  /** The public key in PEM (SPKI), the bytes of an HS256 key-confusion attack. */
  publicKeyPem: string;
  /**
   * A signed token with `claims` (added to `iat` now and `exp` in 5 minutes); `header` adds to
   * `{ alg, kid, typ: 'at+jwt' }`, where `typ: undefined` leaves `typ` out.
   */
  sign(claims: JWTPayload, header?: Record<string, unknown>): Promise<string>;
}

/** A signer with a fresh key pair for `alg` (RS256 or ES256); `kid` names its key. */
export async function createTestSigner(alg: 'RS256' | 'ES256' = 'RS256', kid = 'test-key') {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  const signer: TestSigner = {
    keys: createLocalJWKSet({ keys: [jwk] }),
    publicKeyPem: await exportSPKI(publicKey),
    sign: (claims, header = {}) =>
      signWith(privateKey, { alg, kid, typ: 'at+jwt', ...header }, claims),
  };
  return signer;
}

async function signWith(
  key: CryptoKey | Uint8Array,
  header: Record<string, unknown>,
  claims: JWTPayload,
) {
  const now = Math.floor(Date.now() / 1000);
  const protectedHeader = Object.fromEntries(
    Object.entries(header).filter(([, value]) => value !== undefined),
  ) as { alg: string };
  return new SignJWT({ iat: now, exp: now + 300, ...claims })
    .setProtectedHeader(protectedHeader)
    .sign(key);
}

/** A token signed with HS256, the key being `secret`'s bytes (e.g. the public key in PEM). */
export const signHs256 = (secret: string, claims: JWTPayload, kid = 'test-key') =>
  signWith(new TextEncoder().encode(secret), { alg: 'HS256', kid, typ: 'at+jwt' }, claims);

/** An unsecured token (`alg: none`, empty signature), crafted by hand as an attacker would. */
export function unsecuredToken(claims: JWTPayload) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => base64url.encode(JSON.stringify(value));
  return `${part({ alg: 'none', typ: 'at+jwt' })}.${part({ iat: now, exp: now + 300, ...claims })}.`;
}

/** `token` with its payload replaced by `claims` and the original signature kept. */
export function withForgedPayload(token: string, claims: JWTPayload) {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
}

/** `token` with one character of its signature changed. */
export function withTamperedSignature(token: string) {
  const head = token.slice(0, token.lastIndexOf('.') + 1);
  const signature = token.slice(head.length);
  const middle = Math.floor(signature.length / 2);
  const changed = signature[middle] === 'A' ? 'B' : 'A';
  return `${head}${signature.slice(0, middle)}${changed}${signature.slice(middle + 1)}`;
}
