import {
  isFieldErrorCode,
  routes,
  type ApiError,
  type HttpMethod,
  type Route,
  type RouteName,
} from '@kursmarkt/schemas';
import { createActivity, type ActivityListener } from './activity.ts';
import { ApiRequestError, type FieldProblem } from './errors.ts';
import {
  carriesBearer,
  defaultRetryDelay,
  fillPath,
  isRead,
  isRetried,
  maxRetries,
  opensNotFoundPage,
  toQueryString,
} from './policy.ts';
import type { GuestCredentials, InputArgs, RequestOptions, ResponseOf } from './types.ts';

export type ApiClientOptions = {
  /** Put before every path, e.g. `https://recht.kursmarkt.test`. @default '' (same origin) */
  baseUrl?: string;
  /** @default the global fetch */
  fetch?: typeof fetch;
  /** The bearer token of the signed-in user, if any. */
  getAccessToken?: () => Promise<string | undefined>;
  /** Tries to get a new token after a 401; resolves true when it did. */
  refreshSession?: () => Promise<boolean>;
  /** Called when a 401 could not be cured by a refresh: the site starts the login. */
  onLoginRequired?: () => void;
  /**
   * Called with the request URL on a 404 of a non-blog URL: the site navigates to /404. A call
   * made with `{ redirectOnNotFound: false }` skips it.
   */
  onNotFound?: (url: string) => void;
  /** The language in force, sent as `Accept-Language`. */
  language?: () => string | undefined;
  /**
   * The back office's open operator session, sent as `X-Operator-Session` (an operator acts in an
   * organizer's data only inside one; docs/decisions/0072).
   */
  operatorSession?: () => string | undefined;
  /** Makes the request of an upload; a test gives its own. @default `new XMLHttpRequest()` */
  createXhr?: () => XMLHttpRequest;
  /**
   * Milliseconds to wait before retry number `attempt` (1 or 2).
   * @default 200 ms, then 400 ms
   */
  retryDelay?: (attempt: number) => number;
};

export type ApiClient = {
  /**
   * Makes the call `name` of the contract and resolves with its typed answer; the options after
   * the input change the policy for this call only, e.g. `{ redirectOnNotFound: false }`.
   */
  request<N extends RouteName>(name: N, ...args: InputArgs<N>): Promise<ResponseOf<N>>;
  /**
   * Sends a HEAD request to the path of `name` and resolves with the answer's `content-length`
   * (undefined when the server sent none); the cart uses it as its item count.
   */
  head<N extends RouteName>(name: N, ...args: InputArgs<N>): Promise<number | undefined>;
  /**
   * Sends `form` (multipart) to the path of `name` and resolves with the JSON answer; unlike
   * `request`, it reports the bytes sent (`onProgress(sent, total)`) and is not retried, since
   * a file is sent once per press. A 401 is answered as `request` does.
   */
  upload<N extends RouteName>(
    name: N,
    form: FormData,
    onProgress?: (sent: number, total: number) => void,
    options?: Pick<RequestOptions, 'guest'>,
  ): Promise<ResponseOf<N>>;
  /** Listens to the number of requests in flight; returns the function that stops listening. */
  subscribeToActivity(listener: ActivityListener): () => void;
  /** The number of requests in flight now. */
  pendingRequests(): number;
};

type LooseInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

const sleep = (milliseconds: number) =>
  milliseconds > 0
    ? new Promise<void>((resolve) => setTimeout(resolve, milliseconds))
    : Promise.resolve();

/**
 * A new `Idempotency-Key`: 128 random bits in hex. Not `crypto.randomUUID`, which browsers offer
 * only on HTTPS pages.
 */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiError).code === 'string' &&
  typeof (value as ApiError).message === 'string';

/** The well-formed field problems of an error answer; a code this client lacks reads `INVALID`. */
const toDetails = (details: unknown): FieldProblem[] =>
  (Array.isArray(details) ? details : []).flatMap(
    (item: Partial<Record<keyof FieldProblem, unknown>> | null) =>
      typeof item?.path === 'string' && typeof item.message === 'string'
        ? [
            {
              path: item.path,
              code: isFieldErrorCode(item.code) ? item.code : 'INVALID',
              message: item.message,
            },
          ]
        : [],
  );

const toError = async (response: Response, url: string) => {
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = undefined;
  }
  return isApiError(payload)
    ? new ApiRequestError({
        status: response.status,
        code: payload.code,
        message: payload.message,
        details: toDetails(payload.details),
        url,
      })
    : new ApiRequestError({
        status: response.status,
        code: `HTTP_${response.status}`,
        message: `The request failed with status ${response.status}.`,
        url,
      });
};

/** JSON when the server says so, text for text, a Blob for documents; nothing for 204 and HEAD. */
const readBody = async (response: Response, method: HttpMethod): Promise<unknown> => {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  if (type.startsWith('text/')) return response.text();
  return response.blob();
};

const readContentLength = async (response: Response) => {
  const value = Number(response.headers.get('content-length') ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * The one fetch core of the storefront, with the client policy of docs/api.md, errors:
 * no-cache headers on reads, the bearer token except on excluded paths, `X-Order` and `X-Auth`
 * on a guest's checkout calls,
 * retries, one token refresh on 401, the 404 page, typed errors and an activity counter.
 */
export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  const activity = createActivity();
  let refreshing: Promise<boolean> | undefined;

  /** Parallel requests that all meet a 401 share one refresh. */
  const refresh = () => {
    if (!options.refreshSession) return Promise.resolve(false);
    refreshing ??= options
      .refreshSession()
      .catch(() => false)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  const headersFor = async (
    method: HttpMethod,
    path: string,
    body: BodyInit | undefined,
    idempotencyKey: string | undefined,
    guest: GuestCredentials | undefined,
  ) => {
    const headers = new Headers({ Accept: 'application/json' });
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
    if (isRead(method)) {
      headers.set('Cache-Control', 'no-cache');
      headers.set('Pragma', 'no-cache');
      headers.set('Expires', '0');
    }
    if (typeof body === 'string') headers.set('Content-Type', 'application/json');
    if (carriesBearer(path)) {
      const token = await options.getAccessToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    if (guest) {
      headers.set('X-Order', guest.order);
      headers.set('X-Auth', guest.auth);
    }
    const language = options.language?.();
    if (language) headers.set('Accept-Language', language);
    const operatorSession = options.operatorSession?.();
    if (operatorSession) headers.set('X-Operator-Session', operatorSession);
    return headers;
  };

  const sendWithRetries = async (
    method: HttpMethod,
    url: string,
    path: string,
    body: BodyInit | undefined,
    idempotencyKey: string | undefined,
    guest: GuestCredentials | undefined,
  ) => {
    for (let attempt = 0; ; attempt += 1) {
      const headers = await headersFor(method, path, body, idempotencyKey, guest);
      let response: Response;
      try {
        response = await fetchImpl(url, { method, headers, body });
      } catch (error) {
        if (attempt < maxRetries && isRetried(method, undefined)) {
          await sleep(retryDelay(attempt + 1));
          continue;
        }
        throw new ApiRequestError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: 'The server could not be reached.',
          url,
          cause: error,
        });
      }
      if (response.ok || attempt >= maxRetries || !isRetried(method, response.status)) {
        return response;
      }
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryDelay(attempt + 1));
    }
  };

  const perform = async <T>(
    name: RouteName,
    input: LooseInput | undefined,
    callOptions: RequestOptions | undefined,
    method: HttpMethod,
    read: (response: Response, method: HttpMethod) => Promise<T>,
  ): Promise<T> => {
    const path = fillPath(name, routes[name].path, input?.params);
    const url = `${baseUrl}${path}${toQueryString(input?.query)}`;
    const body =
      input?.body === undefined
        ? undefined
        : input.body instanceof FormData || input.body instanceof Blob
          ? input.body
          : JSON.stringify(input.body);
    // One key for the call: its retries are repeats the server answers once.
    const idempotencyKey =
      (routes[name] as Route).idempotent && method !== 'HEAD'
        ? (callOptions?.idempotencyKey ?? newIdempotencyKey())
        : undefined;
    const finish = activity.start();
    try {
      const guest = callOptions?.guest;
      let response = await sendWithRetries(method, url, path, body, idempotencyKey, guest);
      if (response.status === 401) {
        if (await refresh()) {
          response = await sendWithRetries(method, url, path, body, idempotencyKey, guest);
        }
        if (response.status === 401) {
          options.onLoginRequired?.();
          throw await toError(response, url);
        }
      }
      if (
        response.status === 404 &&
        callOptions?.redirectOnNotFound !== false &&
        opensNotFoundPage(url)
      ) {
        options.onNotFound?.(url);
      }
      if (!response.ok) throw await toError(response, url);
      callOptions?.onHeaders?.(response.headers);
      return await read(response, method);
    } finally {
      finish();
    }
  };

  /** One XMLHttpRequest of an upload, answered as a fetch `Response` for the common handling. */
  const sendUpload = async (
    url: string,
    path: string,
    form: FormData,
    onProgress: ((sent: number, total: number) => void) | undefined,
    guest: GuestCredentials | undefined,
  ) => {
    const headers = await headersFor('POST', path, form, undefined, guest);
    return new Promise<Response>((resolve, reject) => {
      const xhr = options.createXhr?.() ?? new XMLHttpRequest();
      xhr.open('POST', url);
      headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      });
      xhr.addEventListener('load', () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
          }),
        ),
      );
      const fail = () =>
        reject(
          new ApiRequestError({
            status: 0,
            code: 'NETWORK_ERROR',
            message: 'The server could not be reached.',
            url,
          }),
        );
      xhr.addEventListener('error', fail);
      xhr.addEventListener('abort', fail);
      xhr.send(form);
    });
  };

  const upload = async (
    name: RouteName,
    form: FormData,
    onProgress?: (sent: number, total: number) => void,
    guest?: GuestCredentials,
  ) => {
    const path = fillPath(name, routes[name].path, {});
    const url = `${baseUrl}${path}`;
    const finish = activity.start();
    try {
      let response = await sendUpload(url, path, form, onProgress, guest);
      if (response.status === 401) {
        if (await refresh()) response = await sendUpload(url, path, form, onProgress, guest);
        if (response.status === 401) {
          options.onLoginRequired?.();
          throw await toError(response, url);
        }
      }
      if (!response.ok) throw await toError(response, url);
      return await readBody(response, 'POST');
    } finally {
      finish();
    }
  };

  return {
    upload: (name, form, onProgress, uploadOptions) =>
      upload(name, form, onProgress, uploadOptions?.guest) as never,
    request: (name, ...args) =>
      perform(
        name,
        args[0] as LooseInput | undefined,
        args[1],
        routes[name].method,
        readBody,
      ) as never,
    head: (name, ...args) =>
      perform(name, args[0] as LooseInput | undefined, args[1], 'HEAD', readContentLength),
    subscribeToActivity: activity.subscribe,
    pendingRequests: activity.pending,
  };
};
