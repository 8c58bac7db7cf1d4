/**
 * The types of every call, inferred from the contract in `@kursmarkt/schemas`. Only types are
 * imported: the zod schemas never reach the browser bundle (the server validates both ways).
 */
import type { endpoints, RouteName } from '@kursmarkt/schemas';
import type { z } from 'zod';

type Endpoints = typeof endpoints;
type EndpointOf<N extends RouteName> = N extends keyof Endpoints ? Endpoints[N] : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/**
 * A query as the client sends it: the parsed (output) type of each value, since that is what the
 * serialised string turns back into on the server (e.g. `scopes: number[]` for a comma list).
 * A key is required only when the server requires it; optional values may be `null` (removed).
 */
type QueryOf<S extends z.ZodType> = Simplify<
  { [K in RequiredKeys<z.input<S>> & keyof z.output<S>]: z.output<S>[K] } & {
    [K in Exclude<keyof z.output<S>, RequiredKeys<z.input<S>>>]?: z.output<S>[K] | null;
  }
>;

type ParamsPart<E> = E extends { params: infer S extends z.ZodType }
  ? { params: z.output<S> }
  : { params?: undefined };
type QueryPart<E> = E extends { query: infer S extends z.ZodType }
  ? object extends QueryOf<S>
    ? { query?: QueryOf<S> }
    : { query: QueryOf<S> }
  : { query?: undefined };
type BodyPart<E> = E extends { body: infer S extends z.ZodType }
  ? { body: z.input<S> }
  : { body?: undefined };

/** What a call takes: its path parameters, query and body, each typed by the contract. */
export type RequestInput<N extends RouteName> = Simplify<
  ParamsPart<EndpointOf<N>> & QueryPart<EndpointOf<N>> & BodyPart<EndpointOf<N>>
>;

/** What a call answers with on success. */
export type ResponseOf<N extends RouteName> =
  EndpointOf<N> extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;

/** What opens a guest's checkout and order: its id (`X-Order`) and its token (`X-Auth`). */
export type GuestCredentials = { order: string; auth: string };

/** How one call behaves, apart from what it sends. */
export type RequestOptions = {
  /**
   * Whether a 404 answer sends the browser to the 404 page (docs/api.md, errors). Turn it off for
   * a call whose page explains a 404 itself, e.g. a used newsletter confirmation link.
   * @default true
   */
  redirectOnNotFound?: boolean;
  /**
   * The `Idempotency-Key` of a call that takes one, when the caller keeps it across its own
   * repeats of one attempt (e.g. a second press after a network error places no second order).
   * @default a new key per call
   */
  idempotencyKey?: string;
  /**
   * A guest's checkout call: sent as the `X-Order` and `X-Auth` headers, never in the URL, so
   * the token stays out of the server's access log and the browser's history.
   */
  guest?: GuestCredentials;
  /** Reads the headers of a successful answer (the guest's first call answers its credentials). */
  onHeaders?: (headers: Headers) => void;
};

/**
 * The arguments of a call after its name: the input (optional when nothing in it is required),
 * then the options of this one call.
 */
export type InputArgs<N extends RouteName> =
  object extends RequestInput<N>
    ? [input?: RequestInput<N>, options?: RequestOptions]
    : [input: RequestInput<N>, options?: RequestOptions];
