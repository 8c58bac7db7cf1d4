/**
 * Stripe for tests, without the network: the official library with an HTTP client that answers
 * from recorded answers (fixtures/*.json, in Stripe's documented shapes) and records each request,
 * and webhook bodies signed with the endpoint's secret by the library's own test-header helper.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { stripeProvider } from './stripe.ts';

export const webhookSecret = 'whsec_kursmarktTestSecret0123456789';
const secretKey = 'sk_test_kursmarktTestKey0123456789';

type Json = Record<string, unknown>;

/** A recorded answer or event of fixtures/, with its fields changed by `patch`. */
export function fixture(name: string, patch: (value: Json) => void = () => {}): Json {
  const value = JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8'),
  ) as Json;
  patch(value);
  return value;
}

interface RecordedRequest {
  method: string;
  path: string;
  /** The form fields Stripe's API takes, e.g. `line_items[0][price_data][unit_amount]`. */
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** Counts over all tests of the run, for the report. */
export const replayCounts = { answers: 0, events: 0 };

/** A Stripe provider whose API calls take the answers queued with `answer`. */
export function recordedStripe() {
  const queue: { method: string; path: string; status: number; body: Json }[] = [];
  const requests: RecordedRequest[] = [];
  const fetchRecorded = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = init?.method ?? 'GET';
    const index = queue.findIndex(
      (entry) => entry.method === method && url.pathname === entry.path,
    );
    if (index < 0) throw new Error(`No recorded Stripe answer for ${method} ${url.pathname}`);
    const [entry] = queue.splice(index, 1);
    const headers = new Headers(init?.headers);
    requests.push({
      method,
      path: url.pathname,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      idempotencyKey: headers.get('idempotency-key') ?? undefined,
    });
    replayCounts.answers += 1;
    return new Response(JSON.stringify(entry!.body), {
      status: entry!.status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' },
    });
  };
  const provider = stripeProvider({
    secretKey,
    webhookSecret,
    httpClient: Stripe.createFetchHttpClient(fetchRecorded as typeof fetch),
  });
  return {
    provider,
    requests,
    /** Queues the answer to the next `method path` request. */
    answer(method: 'GET' | 'POST', path: string, body: Json, status = 200) {
      queue.push({ method, path, status, body });
    },
    /** Answers queued and not asked for. */
    unused: () => queue.map((entry) => `${entry.method} ${entry.path}`),
    /** Drops the answers not asked for (a race decided they were not needed). */
    drop: () => queue.splice(0).length,
  };
}

/** The body and Stripe-Signature header of an event, signed as Stripe signs it. */
export function signedEvent(event: Json, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  replayCounts.events += 1;
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      }),
    },
  };
}
