/**
 * The pure rules of the client policy (docs/api.md, errors), apart from the fetch core so
 * each can be tested for every method and status, including calls the contract does not have yet.
 */
import { bearerExcludedPaths, type HttpMethod, type RouteName } from '@kursmarkt/schemas';
import { MissingParameterError } from './errors.ts';

/** Retries after the first attempt (docs/api.md, errors: "up to 2 more times"). */
export const maxRetries = 2;

/** docs/api.md, errors: these answers are never retried. */
const neverRetried = new Set([402, 406, 412]);
/**
 * Our narrowing of "other failures are retried": these answers are deterministic, a second try
 * gets the same answer (bad input, no access, not found, conflict), so retrying only delays the
 * error. 401 has its own cure: one token refresh.
 */
const deterministic = new Set([400, 401, 403, 404, 409, 422]);
/**
 * Only idempotent methods are retried after an answer arrived. A POST or PATCH that got an error
 * answer may have had its effect (an order placed), so it is retried only when no answer arrived.
 */
const idempotent = new Set<HttpMethod>(['GET', 'HEAD', 'PUT', 'DELETE']);

/**
 * Whether a failed attempt is tried again (attempts left aside).
 * @param status the failed answer's status, or `undefined` when no answer arrived (network error)
 */
export const isRetried = (method: HttpMethod, status: number | undefined) =>
  status === undefined ||
  (idempotent.has(method) && !neverRetried.has(status) && !deterministic.has(status));

/** The wait before retry number `attempt`: 200 ms, then 400 ms. */
export const defaultRetryDelay = (attempt: number) => 200 * 2 ** (attempt - 1);

/** Read requests carry the headers that disable caching (docs/api.md). */
export const isRead = (method: HttpMethod) => method === 'GET' || method === 'HEAD';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/**
 * Fills the `:name` segments of `template` with the encoded values of `params`; throws a
 * `MissingParameterError` when one is missing or empty (docs/rules.md, validation), before any request.
 */
export const fillPath = (name: RouteName, template: string, params: object = {}) =>
  template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => {
    const value: unknown = (params as Record<string, unknown>)[key];
    if (isEmpty(value)) throw new MissingParameterError(name, key);
    return encodeURIComponent(String(value));
  });

const toText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** `?a=1&b=x,y`: nulls removed (docs/api.md), arrays as comma lists, empty lists left out. */
export const toQueryString = (query: object = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== null && item !== undefined);
      if (items.length > 0) search.set(key, items.map(toText).join(','));
    } else {
      search.set(key, toText(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** False for paths whose part after `/api` is one of `bearerExcludedPaths` or lies below one. */
export const carriesBearer = (path: string) => {
  const rest = path.replace(/^\/api(?=\/|$)/, '');
  return !bearerExcludedPaths.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
};

/** A 404 sends the browser to the 404 page unless the URL's path is a blog URL. */
export const opensNotFoundPage = (url: string) =>
  !new URL(url, 'http://localhost').pathname.includes('/blog');
