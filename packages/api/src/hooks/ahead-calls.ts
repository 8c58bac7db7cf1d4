/*
 * Calls that pages load ahead of rendering (ahead.ts), apart from their hooks' files: a page that
 * names them for loading ahead does not bring the hooks' code (SWR's infinite and mutation
 * parts) into its own chunk. The hooks' files re-export them.
 */
import type { ApiClient } from '../client.ts';
import type { RequestInput } from '../types.ts';

/**
 * The search parameters as the storefront sends them (docs/entities-and-states.md): every one optional,
 * `null` left out of the query string; `start` (page, from 1) and `limit` default to 1 and 20.
 */
export type SearchParams = NonNullable<RequestInput<'search'>['query']>;

/** GET /api/search: one page of courses matching `params`. */
export const getSearch = (client: ApiClient, params: SearchParams = {}) =>
  client.request('search', { query: params });

export const searchKey = (params: SearchParams) => ['search', params] as const;

/** GET /api/organizer: the organizers by name. */
export const getOrganizers = (client: ApiClient) => client.request('getOrganizers');

export const organizersKey = () => ['getOrganizers'] as const;
