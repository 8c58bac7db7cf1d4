/**
 * The breached-password check (Have I Been Pwned's range API, k-anonymity): only the first five
 * hex digits of the password's SHA-1 leave the server, with `Add-Padding: true` so the answer's
 * size tells nothing either; the rest of the hash is looked up in the answer. Without a URL
 * nothing is asked.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface PwnedSettings {
  /** The range endpoint, e.g. `https://api.pwnedpasswords.com/range`; the prefix is appended. */
  url: string;
  fetch?: typeof fetch;
  /** Milliseconds to wait for an answer. */
  timeoutMs?: number;
}

/** Whether a password appeared in a breach: true, false, or undefined when it cannot be told. */
export type BreachCheck = (
  password: string,
  log: FastifyBaseLogger,
) => Promise<boolean | undefined>;

export function pwnedPasswords(settings: PwnedSettings): BreachCheck {
  const send = settings.fetch ?? fetch;
  const base = settings.url.replace(/\/+$/, '');
  return async (password, log) => {
    const hash = createHash('sha1').update(password.normalize('NFC')).digest('hex').toUpperCase();
    const prefix = hash.slice(0, 5);
    const suffix = hash.slice(5);
    try {
      const response = await send(`${base}/${prefix}`, {
        headers: { 'add-padding': 'true' },
        signal: AbortSignal.timeout(settings.timeoutMs ?? 3000),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = await response.text();
      // Lines are `SUFFIX:COUNT`; padding lines have the count 0.
      return body.split(/\r?\n/).some((line) => {
        const [candidate, count] = line.trim().split(':');
        return candidate?.toUpperCase() === suffix && Number(count) > 0;
      });
    } catch (error) {
      log.warn({ err: error }, 'the breached-password check is unavailable; the password is taken');
      return undefined;
    }
  };
}
