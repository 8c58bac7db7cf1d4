/**
 * The VIES service for tests, without the network: the real adapter (vies.ts) with a `fetch` that
 * answers from recorded answers (fixtures/*.json, in the shapes the service's REST API gives) and
 * keeps each request's body.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { viesConfirmation } from './vies.ts';

export type ViesFixture = 'valid' | 'invalid' | 'ms-unavailable';

const fixture = (name: ViesFixture) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');

/** The address the adapter is given in tests; nothing listens there. */
const recordedViesUrl = 'https://vies.test/taxation_customs/vies/rest-api/check-vat-number';

/** A VIES confirmation whose requests take the answers queued with `answer`, in turn. */
export function recordedVies() {
  /** The answers in turn; null stands for a failure of the network. */
  const queue: ({ status: number; body: string } | null)[] = [];
  const requests: Record<string, unknown>[] = [];
  const fetchRecorded = (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== recordedViesUrl || init?.method !== 'POST') {
      return Promise.reject(new Error(`No recorded VIES answer for ${init?.method} ${url}`));
    }
    requests.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}') as never);
    if (queue.length === 0) return Promise.reject(new Error('No recorded VIES answer queued'));
    const next = queue.shift();
    if (!next) return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(
      new Response(next.body, {
        status: next.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return {
    confirmation: viesConfirmation({ url: recordedViesUrl, fetch: fetchRecorded as typeof fetch }),
    requests,
    /** Queues the recorded answer `name` (with HTTP `status`) for the next request. */
    answer(name: ViesFixture, status = 200) {
      queue.push({ status, body: fixture(name) });
    },
    /** Queues a failure of the network (a timeout, no connection) for the next request. */
    fail() {
      queue.push(null);
    },
    /** Answers queued and not asked for. */
    unused: () => queue.length,
  };
}
