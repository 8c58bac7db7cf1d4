import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ContentPage, FaqEntry } from '@kursmarkt/schemas';
import { createApiClient, type ApiClientOptions } from './client.ts';
import { ApiRequestError, MissingParameterError } from './errors.ts';

type Answer = Response | Error;

/** A fetch double that answers in order and records what was sent. */
const fakeFetch = (...answers: Answer[]) => {
  const sent: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('The test gave no answer for this request.');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch, sent };
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const faq: FaqEntry[] = [{ id: 1, category: 'COMMON', question: 'Wie buche ich?', answer: 'So.' }];

const client = (fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) =>
  createApiClient({ fetch, retryDelay: () => 0, ...options });

describe('createApiClient: URLs', () => {
  it('replaces path parameters with their encoded values and resolves with the JSON answer', async () => {
    const page: ContentPage = {
      key: 'ueber-uns',
      language: 'de',
      title: 'Über uns',
      body: 'Text',
      updatedAt: '2025-01-01T00:00:00+01:00',
    };
    const { fetch, sent } = fakeFetch(json(200, page));
    const result = await client(fetch, { baseUrl: 'https://recht.kursmarkt.test' }).request(
      'getContent',
      { params: { key: 'ueber-uns' }, query: { language: 'de' } },
    );
    expect(sent[0]?.url).toBe(
      'https://recht.kursmarkt.test/api/messages/content/ueber-uns?language=de',
    );
    expect(result).toEqual(page);
  });

  it('encodes characters of a path parameter that would change the path', async () => {
    const { fetch, sent } = fakeFetch(json(200, null));
    await client(fetch).request('getBanner', {
      params: { x: 'start/../x y' as 'start' },
    });
    expect(sent[0]?.url).toBe('/api/banner/start%2F..%2Fx%20y');
  });

  it('throws a MissingParameterError naming the parameter before any request is made', async () => {
    const { fetch } = fakeFetch();
    const api = client(fetch);
    for (const key of [undefined, null, '', '  ']) {
      const call = api.request('getContent', { params: { key: key as never } });
      await expect(call).rejects.toBeInstanceOf(MissingParameterError);
      await expect(call).rejects.toMatchObject({ parameter: 'key', route: 'getContent' });
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(api.pendingRequests()).toBe(0);
  });

  it('removes null and undefined query values and sends arrays as comma lists', async () => {
    const { fetch, sent } = fakeFetch(json(200, null));
    await client(fetch).request('getBanner', {
      params: { x: 'search' },
      query: { scopes: [3, 17], types: ['EDUCATION', 'RENO'], language: null },
    });
    const url = new URL(sent[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/banner/search');
    expect([...url.searchParams.keys()]).toEqual(['scopes', 'types']);
    expect(url.searchParams.get('scopes')).toBe('3,17');
    expect(url.searchParams.get('types')).toBe('EDUCATION,RENO');
  });

  it('leaves out the query string when every value is empty', async () => {
    const { fetch, sent } = fakeFetch(json(200, faq));
    await client(fetch).request('getFaq', { query: { language: undefined } });
    expect(sent[0]?.url).toBe('/api/faq');
  });
});

describe('createApiClient: headers', () => {
  it('sends the no-cache headers and asks for JSON on read requests', async () => {
    const { fetch, sent } = fakeFetch(json(200, faq));
    await client(fetch).request('getFaq', { query: { language: 'de' } });
    const headers = sent[0]!.headers;
    expect(sent[0]?.method).toBe('GET');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('Expires')).toBe('0');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends a body as JSON with its content type and without the no-cache headers', async () => {
    const { fetch, sent } = fakeFetch(json(202, { received: true }));
    const message = {
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      subject: 'Frage',
      message: 'Gibt es Rabatte für Kanzleien?',
      privacyAccepted: true as const,
    };
    const result = await client(fetch).request('putContact', { body: message });
    expect(result).toEqual({ received: true });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]?.headers.get('Cache-Control')).toBeNull();
    expect(JSON.parse(String(sent[0]?.body))).toEqual(message);
  });

  it('sends the bearer token on paths that are not excluded', async () => {
    const { fetch, sent } = fakeFetch(json(200, []));
    await client(fetch, { getAccessToken: async () => 'token-1' }).request('getChambers');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no bearer token on excluded paths such as /messages, /faq and /contact', async () => {
    const getAccessToken = vi.fn(async () => 'token-1');
    const { fetch, sent } = fakeFetch(json(200, faq), json(200, null), json(202, {}));
    const api = client(fetch, { getAccessToken });
    await api.request('getFaq', { query: { language: 'de' } });
    await api.request('getContent', { params: { key: 'agb' } });
    await api.request('putContact', {
      body: {
        name: 'Ab',
        email: 'a@b.de',
        subject: 'Abc',
        message: '0123456789',
        privacyAccepted: true,
      },
    });
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([null, null, null]);
  });

  it('sends no Authorization header when there is no token', async () => {
    const { fetch, sent } = fakeFetch(json(200, []));
    await client(fetch, { getAccessToken: async () => undefined }).request('getChambers');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it("sends a guest call's credentials as X-Order and X-Auth, only on that call, and the language as Accept-Language", async () => {
    const { fetch, sent } = fakeFetch(json(200, []), json(200, []));
    const api = client(fetch, { language: () => 'en' });
    const guest = { order: '5f0c9a52-8d1e-4d6b-9a43-0f1e2d3c4b5a', auth: 'x'.repeat(43) };
    await api.request('getGuestSummary', undefined, { guest });
    await api.request('getChambers');
    expect(sent[0]?.headers.get('X-Order')).toBe(guest.order);
    expect(sent[0]?.headers.get('X-Auth')).toBe(guest.auth);
    expect(sent[0]?.url).not.toContain(guest.auth);
    expect(sent[0]?.headers.get('Accept-Language')).toBe('en');
    expect(sent[1]?.headers.has('X-Order')).toBe(false);
    expect(sent[1]?.headers.has('X-Auth')).toBe(false);
  });

  it('sends the open operator session as X-Operator-Session, and none without one', async () => {
    const { fetch, sent } = fakeFetch(json(200, []), json(200, []));
    let session: string | undefined = 'f4c1c7f2-6f49-4a8e-9d1a-2b3c4d5e6f70';
    const api = client(fetch, { operatorSession: () => session });
    await api.request('getChambers');
    session = undefined;
    await api.request('getChambers');
    expect(sent[0]?.headers.get('X-Operator-Session')).toBe('f4c1c7f2-6f49-4a8e-9d1a-2b3c4d5e6f70');
    expect(sent[1]?.headers.has('X-Operator-Session')).toBe(false);
  });

  it("gives the headers of a successful answer to the call's onHeaders", async () => {
    const { fetch } = fakeFetch(
      new Response('[]', {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-order': 'checkout-1' },
      }),
    );
    let order: string | null = null;
    await client(fetch).request('getChambers', undefined, {
      onHeaders: (headers) => {
        order = headers.get('x-order');
      },
    });
    expect(order).toBe('checkout-1');
  });
});

describe('createApiClient: idempotency keys', () => {
  it('sends one new Idempotency-Key per call that takes one, the same on each retry', async () => {
    const { fetch, sent } = fakeFetch(
      new TypeError('Failed to fetch'),
      json(202, { received: true }),
      json(202, { received: true }),
    );
    const api = client(fetch);
    const body = { email: 'anna.berg@example.de' };
    await api.request('putNewsletter', { body });
    await api.request('putNewsletter', { body });

    const keys = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("sends the caller's Idempotency-Key when it gives one, so its own repeat is the same request", async () => {
    const { fetch, sent } = fakeFetch(json(202, { received: true }), json(202, { received: true }));
    const api = client(fetch);
    const body = { email: 'anna.berg@example.de' };
    await api.request('putNewsletter', { body }, { idempotencyKey: 'attempt-1' });
    await api.request('putNewsletter', { body }, { idempotencyKey: 'attempt-1' });
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'attempt-1',
      'attempt-1',
    ]);
  });

  it('sends no Idempotency-Key with a call that takes none', async () => {
    const { fetch, sent } = fakeFetch(json(200, { confirmed: true }));
    await client(fetch).request('putNewsletterConfirmation', { body: { token: 'abc' } });
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('createApiClient: retries', () => {
  it('retries a failed read up to 2 more times, waiting 200 and 400 ms by default', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch(json(503, {}), json(502, {}), json(200, faq));
      const call = createApiClient({ fetch }).request('getFaq');
      await vi.advanceTimersByTimeAsync(199);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(400);
      await expect(call).resolves.toEqual(faq);
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes the error to the caller after the third failed attempt', async () => {
    const retryDelay = vi.fn(() => 0);
    const { fetch } = fakeFetch(json(500, {}), json(500, {}), json(500, {}), json(200, faq));
    const call = client(fetch, { retryDelay }).request('getFaq');
    await expect(call).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(retryDelay.mock.calls).toEqual([[1], [2]]);
  });

  it.each([402, 406, 412])('never retries status %i (docs/api.md, errors)', async (status) => {
    const { fetch } = fakeFetch(json(status, {}), json(200, faq));
    await expect(client(fetch).request('getFaq')).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it.each([400, 403, 404, 409, 422])(
    'does not retry the deterministic answer %i either',
    async (status) => {
      const { fetch } = fakeFetch(json(status, {}), json(200, faq));
      await expect(client(fetch).request('getFaq')).rejects.toMatchObject({ status });
      expect(fetch).toHaveBeenCalledOnce();
    },
  );

  it('retries a request that got no answer at all, then resolves', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'), json(200, faq));
    await expect(client(fetch).request('getFaq')).resolves.toEqual(faq);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports a network error as an ApiRequestError with status 0 after three attempts', async () => {
    const cause = new TypeError('Failed to fetch');
    const { fetch } = fakeFetch(cause, cause, cause);
    const error = await client(fetch)
      .request('getFaq')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', cause });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('createApiClient: 401 and 404', () => {
  it('refreshes the session once on 401 and repeats the request with the new token', async () => {
    let token = 'old';
    const refreshSession = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const onLoginRequired = vi.fn();
    const { fetch, sent } = fakeFetch(json(401, {}), json(200, []));
    const api = client(fetch, {
      getAccessToken: async () => token,
      refreshSession,
      onLoginRequired,
    });
    await expect(api.request('getChambers')).resolves.toEqual([]);
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('asks for a login and throws when the refresh fails', async () => {
    const onLoginRequired = vi.fn();
    const { fetch } = fakeFetch(json(401, { code: 'UNAUTHORIZED', message: 'Bitte anmelden.' }));
    const api = client(fetch, { refreshSession: async () => false, onLoginRequired });
    await expect(api.request('getChambers')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('asks for a login when the repeated request is refused again, without a second refresh', async () => {
    const refreshSession = vi.fn(async () => true);
    const onLoginRequired = vi.fn();
    const { fetch } = fakeFetch(json(401, {}), json(401, {}));
    const api = client(fetch, { refreshSession, onLoginRequired });
    await expect(api.request('getChambers')).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats a refresh that throws as a failed refresh', async () => {
    const onLoginRequired = vi.fn();
    const { fetch } = fakeFetch(json(401, {}));
    const api = client(fetch, {
      refreshSession: () => Promise.reject(new Error('offline')),
      onLoginRequired,
    });
    await expect(api.request('getChambers')).rejects.toMatchObject({ status: 401 });
    expect(onLoginRequired).toHaveBeenCalledOnce();
  });

  it('shares one refresh between parallel requests that meet a 401', async () => {
    const refreshSession = vi.fn(async () => true);
    const { fetch } = fakeFetch(json(401, {}), json(401, {}), json(200, []), json(200, []));
    const api = client(fetch, { refreshSession });
    await Promise.all([api.request('getChambers'), api.request('getSitemap')]);
    expect(refreshSession).toHaveBeenCalledOnce();
  });

  it('sends the browser to the 404 page on a 404 and throws', async () => {
    const onNotFound = vi.fn();
    const { fetch } = fakeFetch(json(404, { code: 'NOT_FOUND', message: 'Nicht gefunden.' }));
    const call = client(fetch, { onNotFound }).request('getContent', { params: { key: 'agb' } });
    await expect(call).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(onNotFound).toHaveBeenCalledWith('/api/messages/content/agb');
  });
});

describe('createApiClient: answers', () => {
  it('throws the server error with its code, message and field paths', async () => {
    const { fetch } = fakeFetch(
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Die Eingaben sind unvollständig.',
        details: [
          {
            path: 'body.email',
            code: 'INVALID_FORMAT',
            message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
          },
        ],
      }),
    );
    const error = await client(fetch)
      .request('putContact', {
        body: {
          name: 'Ab',
          email: 'x',
          subject: 'Abc',
          message: '0123456789',
          privacyAccepted: true,
        },
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Die Eingaben sind unvollständig.',
      details: [
        {
          path: 'body.email',
          code: 'INVALID_FORMAT',
          message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
        },
      ],
    });
  });

  it('reads a field code it does not know as INVALID and leaves out malformed field problems', async () => {
    const { fetch } = fakeFetch(
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'The body is not valid.',
        details: [
          { path: 'body.name', code: 'TOO_FANCY', message: 'is too fancy' },
          { path: 'body.city', message: 'has no code' },
          { path: 'body.street', code: 'TOO_LONG' },
          null,
        ],
      }),
    );
    await expect(client(fetch).request('getFaq')).rejects.toMatchObject({
      details: [
        { path: 'body.name', code: 'INVALID', message: 'is too fancy' },
        { path: 'body.city', code: 'INVALID', message: 'has no code' },
      ],
    });
  });

  it('throws a generic error when the error answer is not JSON', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad Gateway</html>', { status: 400 }));
    await expect(client(fetch).request('getFaq')).rejects.toMatchObject({
      status: 400,
      code: 'HTTP_400',
      message: 'The request failed with status 400.',
      details: [],
    });
  });

  it('resolves a 204 answer to undefined', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(client(fetch).request('getChambers')).resolves.toBeUndefined();
  });

  it('sends HEAD with head() and resolves with the content length', async () => {
    const { fetch, sent } = fakeFetch(
      new Response(null, { status: 200, headers: { 'content-length': '3' } }),
      new Response(null, { status: 200 }),
    );
    const api = client(fetch);
    await expect(api.head('getSitemap')).resolves.toBe(3);
    await expect(api.head('getSitemap')).resolves.toBeUndefined();
    expect(sent[0]?.method).toBe('HEAD');
    expect(sent[0]?.headers.get('Cache-Control')).toBe('no-cache');
  });
});

describe('createApiClient: activity', () => {
  it('counts a request while it is in flight, retries included, and tells its listeners', async () => {
    const { fetch } = fakeFetch(json(500, {}), json(200, faq));
    const seenByFetch: number[] = [];
    const api = client(async (...args) => {
      seenByFetch.push(api.pendingRequests());
      return fetch(...args);
    });
    const listener = vi.fn();
    const unsubscribe = api.subscribeToActivity(listener);
    await api.request('getFaq');
    unsubscribe();
    expect(seenByFetch).toEqual([1, 1]);
    expect(listener.mock.calls).toEqual([[1], [0]]);
    expect(api.pendingRequests()).toBe(0);
  });

  it('counts parallel requests and returns to zero, never below, after failures', async () => {
    const { fetch } = fakeFetch(json(402, {}), json(412, {}));
    const api = client(fetch);
    const listener = vi.fn();
    api.subscribeToActivity(listener);
    const calls = [api.request('getFaq'), api.request('getChambers')];
    expect(api.pendingRequests()).toBe(2);
    await Promise.allSettled(calls);
    expect(api.pendingRequests()).toBe(0);
    expect(Math.min(...listener.mock.calls.map(([pending]) => pending as number))).toBe(0);
  });
});

describe('request types', () => {
  it('infer input and answer from the contract', () => {
    const api = createApiClient();
    expectTypeOf(api.request<'getFaq'>).returns.resolves.toEqualTypeOf<FaqEntry[]>();
    expectTypeOf(api.request<'getContent'>)
      .parameter(1)
      .toHaveProperty('params')
      .toEqualTypeOf<{ key: ContentPage['key'] }>();
    // @ts-expect-error getContent needs its path parameter
    void (() => api.request('getContent'));
    // @ts-expect-error privacyAccepted must be true
    void (() => api.request('putContact', { body: { privacyAccepted: false } }));
  });
});

describe('createApiClient: per-call options', () => {
  it('leaves the browser on the page for a 404 of a call made with redirectOnNotFound false, and still throws', async () => {
    const onNotFound = vi.fn();
    const { fetch } = fakeFetch(
      json(404, { code: 'NOT_FOUND', message: 'Nicht gefunden.' }),
      json(404, { code: 'NOT_FOUND', message: 'Nicht gefunden.' }),
    );
    const api = client(fetch, { onNotFound });
    const call = api.request(
      'putNewsletterConfirmation',
      { body: { token: 'abcdefghijklmnopqrstuvwxyz' } },
      { redirectOnNotFound: false },
    );
    await expect(call).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(onNotFound).not.toHaveBeenCalled();
    // The option holds for that one call: the next call without it follows the rule again.
    await expect(
      api.request('putNewsletterConfirmation', { body: { token: 'abcdefghijklmnopqrstuvwxyz' } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(onNotFound).toHaveBeenCalledExactlyOnceWith('/api/newsletter/confirmation');
  });

  it('takes the options after the input also for calls whose input is optional', () => {
    const api = createApiClient();
    expectTypeOf(api.request<'getFaq'>)
      .parameter(2)
      .toEqualTypeOf<
        | {
            redirectOnNotFound?: boolean;
            idempotencyKey?: string;
            guest?: { order: string; auth: string };
            onHeaders?: (headers: Headers) => void;
          }
        | undefined
      >();
  });
});

/** An XMLHttpRequest double that answers each upload with the next of `answers` at once. */
const fakeXhr = (...answers: { status: number; body: unknown }[]) => {
  const sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  const createXhr = () => {
    const listeners: Record<string, (() => void)[]> = {};
    const request = {
      url: '',
      headers: {} as Record<string, string>,
      status: 0,
      responseText: '',
      upload: { addEventListener: () => undefined },
      open: (_method: string, url: string) => {
        request.url = url;
      },
      setRequestHeader: (name: string, value: string) => {
        request.headers[name] = value;
      },
      addEventListener: (type: string, listener: () => void) => {
        (listeners[type] ??= []).push(listener);
      },
      getResponseHeader: () => 'application/json',
      send: (form: FormData) => {
        sent.push({ url: request.url, headers: request.headers, form });
        const answer = answers.shift();
        if (!answer) throw new Error('The test gave no answer for this upload.');
        request.status = answer.status;
        request.responseText = JSON.stringify(answer.body);
        queueMicrotask(() => listeners.load?.forEach((listener) => listener()));
      },
    };
    return request as unknown as XMLHttpRequest;
  };
  return { createXhr, sent };
};

describe('createApiClient: uploads', () => {
  it('sends an upload again after a 401 cured by a refresh, with the new token', async () => {
    const proof = { id: 'p', positionId: 'x', originalName: 'a.pdf', mediaType: 'application/pdf' };
    const { createXhr, sent } = fakeXhr(
      { status: 401, body: { code: 'UNAUTHORIZED', message: 'expired' } },
      { status: 201, body: proof },
    );
    let token = 'old';
    const api = client(fakeFetch().fetch, {
      createXhr,
      getAccessToken: async () => token,
      refreshSession: async () => {
        token = 'new';
        return true;
      },
    });
    const form = new FormData();
    form.append('positionId', 'x');
    await expect(api.upload('postOrderFileUpload', form)).resolves.toEqual(proof);
    expect(sent.map((upload) => [upload.url, upload.headers.authorization])).toEqual([
      ['/api/order/file-upload', 'Bearer old'],
      ['/api/order/file-upload', 'Bearer new'],
    ]);
  });

  it("sends a guest's upload with X-Order and X-Auth", async () => {
    const proof = { id: 'p', positionId: 'x', originalName: 'a.pdf', mediaType: 'application/pdf' };
    const { createXhr, sent } = fakeXhr({ status: 201, body: proof });
    const guest = { order: '5f0c9a52-8d1e-4d6b-9a43-0f1e2d3c4b5a', auth: 'y'.repeat(43) };
    await client(fakeFetch().fetch, { createXhr }).upload(
      'postGuestFileUpload',
      new FormData(),
      undefined,
      { guest },
    );
    expect(sent.map((upload) => [upload.headers['x-order'], upload.headers['x-auth']])).toEqual([
      [guest.order, guest.auth],
    ]);
  });

  it('rejects a refused upload with the code of the answer, without sending it again', async () => {
    const { createXhr, sent } = fakeXhr({
      status: 413,
      body: { code: 'FILE_TOO_LARGE', message: 'at most 10 MB' },
    });
    const failure = client(fakeFetch().fetch, { createXhr }).upload(
      'postOrderFileUpload',
      new FormData(),
    );
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect(sent).toHaveLength(1);
  });
});
