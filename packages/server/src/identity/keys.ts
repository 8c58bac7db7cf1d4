import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';

/** The provider's secrets: the token signing key and the keys that sign its cookies. */
export type ProviderKeys = { signingKey: JWK & { kid: string }; cookieKeys: string[] };

/** Where the generated secrets live: a row of the provider's own storage table that never expires. */
const row = { kind: 'ProviderKeys', id: 'default' } as const;

function generateKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    signingKey: { ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * Loads the provider's secrets from the database, generating and storing them on the first
 * start, so that tokens and sign-in sessions survive a restart and several server processes
 * on one PostgreSQL database share them. Cookie keys given by the operator take precedence.
 */
export async function loadProviderKeys(db: Db, cookieKeys?: string[]): Promise<ProviderKeys> {
  const find = async () => {
    const [found] = await db
      .select({ payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, row.kind), eq(oidcPayloads.id, row.id)));
    return found?.payload as ProviderKeys | undefined;
  };
  let keys = await find();
  if (!keys) {
    // Two processes starting at once: the first insert wins, both read the winner's keys.
    await db
      .insert(oidcPayloads)
      .values({ ...row, payload: generateKeys() })
      .onConflictDoNothing();
    keys = (await find())!;
  }
  return cookieKeys?.length ? { ...keys, cookieKeys } : keys;
}

/** The public part of a signing key, for the JWKS. */
export function publicJwk({ kty, n, e, kid, alg, use }: ProviderKeys['signingKey']): JWK {
  return { kty, n, e, kid, alg, use };
}
