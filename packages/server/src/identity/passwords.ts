import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as german from '@zxcvbn-ts/language-de';

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 needs 32 MiB per hash (OWASP's minimum for scrypt is
 * 2^17 with r = 8 and p = 1 *or* an equivalent trade-off; 2^15 keeps registration under 100 ms
 * on a small server). The parameters are stored with each hash, so they can be raised later
 * without invalidating existing passwords.
 */
const cost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    // maxmem must exceed 128 · N · r bytes, or scrypt refuses the parameters.
    const maxmem = 256 * (options.N ?? cost.N) * (options.r ?? cost.r);
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * zxcvbn's estimate with the common passwords, names and words of its common and German lists
 * and the keyboard patterns: scores 0 (guessed at once) to 4.
 */
const estimator = new ZxcvbnFactory({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...german.dictionary },
});

/** The least zxcvbn score a new password needs (3: "safely unguessable" for online attacks). */
const leastScore = 3;

/**
 * Whether the password is too easy to guess: a common password, a word with a few digits, a
 * keyboard pattern, or built from the account's own address or name (`userInputs`).
 */
export function isGuessablePassword(password: string, userInputs: string[]): boolean {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]);
  return (
    estimator.check(
      password,
      inputs.filter((input) => input.length >= 3),
    ).score < leastScore
  );
}
