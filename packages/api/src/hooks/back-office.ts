import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { OperatorSessionBody, PutOrganizerRightsBody } from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { InputArgs, ResponseOf } from '../types.ts';

/*
 * The back office's own calls (docs/decisions/0072): who is signed in and what they may do, an
 * organizer's staff and their rights, operator sessions, and the audit trail.
 */

export type BackOfficeMeResponse = ResponseOf<'getBackOfficeMe'>;
export type OrganizerRightsResponse = ResponseOf<'getOrganizerRights'>;
export type OperatorSessionResponse = ResponseOf<'postOperatorSession'>;
export type AuditEntriesResponse = ResponseOf<'getAuditEntries'>;
export type AuditQuery = NonNullable<InputArgs<'getAuditEntries'>[0]>['query'];

/** Refusals a page explains itself. */
const quiet = { redirectOnNotFound: false } as const;

/** GET /api/backoffice/me: the signed-in staff member and their organizers with rights. */
export const getBackOfficeMe = (client: ApiClient) => client.request('getBackOfficeMe');

/** Who is signed in to the back office and what they may do. */
export const useBackOfficeMe = (
  config?: SWRConfiguration<BackOfficeMeResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<BackOfficeMeResponse, ApiRequestError, readonly ['getBackOfficeMe']>(
    ['getBackOfficeMe'] as const,
    () => getBackOfficeMe(client),
    config,
  );
};

/** GET /api/backoffice/organizers/:organizerId/rights: the organizer's staff and rights. */
export const getOrganizerRights = (client: ApiClient, organizerId: number) =>
  client.request('getOrganizerRights', { params: { organizerId } }, quiet);

export const organizerRightsKey = (organizerId: number) =>
  ['getOrganizerRights', organizerId] as const;

/** An organizer's staff with their rights; `null` makes no call. */
export const useOrganizerRights = (
  organizerId: number | null,
  config?: SWRConfiguration<OrganizerRightsResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    OrganizerRightsResponse,
    ApiRequestError,
    ReturnType<typeof organizerRightsKey> | null
  >(
    organizerId === null ? null : organizerRightsKey(organizerId),
    ([, id]) => getOrganizerRights(client, id),
    config,
  );
};

/** PUT /api/backoffice/organizers/:organizerId/rights: an operator sets a member's rights. */
export const putOrganizerRights = (
  client: ApiClient,
  organizerId: number,
  body: PutOrganizerRightsBody,
) => client.request('putOrganizerRights', { params: { organizerId }, body }, quiet);

/** Sets a staff member's rights: `trigger(body)` resolves with the organizer's staff. */
export const useSetOrganizerRights = (organizerId: number) => {
  const client = useApiClient();
  return useSWRMutation<
    OrganizerRightsResponse,
    ApiRequestError,
    ReturnType<typeof organizerRightsKey>,
    PutOrganizerRightsBody
  >(
    organizerRightsKey(organizerId),
    (_key, { arg }) => putOrganizerRights(client, organizerId, arg),
    { populateCache: true, revalidate: false },
  );
};

/** POST /api/backoffice/operator-sessions: an operator enters an organizer's data with a reason. */
export const postOperatorSession = (client: ApiClient, body: OperatorSessionBody) =>
  client.request('postOperatorSession', { body }, quiet);

/** Opens an operator session: `trigger({ organizerId, reason })` resolves with the session. */
export const useStartOperatorSession = () => {
  const client = useApiClient();
  return useSWRMutation<
    OperatorSessionResponse,
    ApiRequestError,
    readonly ['postOperatorSession'],
    OperatorSessionBody
  >(['postOperatorSession'] as const, (_key, { arg }) => postOperatorSession(client, arg));
};

/** POST /api/backoffice/operator-sessions/:sessionId/end: ends the operator's own session. */
export const postOperatorSessionEnd = (client: ApiClient, sessionId: string) =>
  client.request('postOperatorSessionEnd', { params: { sessionId } }, quiet);

/** Ends an operator session: `trigger(sessionId)` resolves with the ended session. */
export const useEndOperatorSession = () => {
  const client = useApiClient();
  return useSWRMutation<
    OperatorSessionResponse,
    ApiRequestError,
    readonly ['postOperatorSessionEnd'],
    string
  >(['postOperatorSessionEnd'] as const, (_key, { arg }) => postOperatorSessionEnd(client, arg));
};

/** GET /api/backoffice/audit: the audit trail the caller may see, newest first. */
export const getAuditEntries = (client: ApiClient, query: AuditQuery) =>
  client.request('getAuditEntries', { query }, quiet);

/** The audit trail filtered by `query`; `null` makes no call. */
export const useAuditEntries = (
  query: AuditQuery | null,
  config?: SWRConfiguration<AuditEntriesResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    AuditEntriesResponse,
    ApiRequestError,
    readonly ['getAuditEntries', AuditQuery] | null
  >(
    query === null ? null : (['getAuditEntries', query] as const),
    ([, filter]) => getAuditEntries(client, filter),
    config,
  );
};
