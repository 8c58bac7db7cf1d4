import { routes } from '@kursmarkt/schemas';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import { fillPath, toQueryString } from '../policy.ts';
import type { RequestInput, ResponseOf } from '../types.ts';
import { getOrganizers, organizersKey } from './ahead-calls.ts';

export { getOrganizers, organizersKey };

/*
 * The catalogue calls: courses, credit packages, organizers, speakers, the waiting list and the
 * newsletter. Every read hook takes `null` for a missing id and then makes no call; `language`
 * (optional) asks for texts in that language, otherwise the server uses the `lang` cookie.
 */

export type CourseDetailResponse = ResponseOf<'getCourse'>;
export type CourseOverviewResponse = ResponseOf<'getCourseOverview'>;
export type CourseInfoResponse = ResponseOf<'getCourseInfo'>;
export type CoursesOverviewResponse = ResponseOf<'getCoursesOverview'>;
export type PackagesResponse = ResponseOf<'getPackages'>;
export type PackageResponse = ResponseOf<'getPackage'>;
export type OrganizersResponse = ResponseOf<'getOrganizers'>;
export type OrganizerResponse = ResponseOf<'getOrganizer'>;
export type ReferentInfosResponse = ResponseOf<'getReferentInfos'>;
export type ReferentInfoResponse = ResponseOf<'getReferentInfo'>;

// Courses --------------------------------------------------------------------------------------

/** GET /api/course/:id: a course with organizer, scopes, speakers, coming dates and documents. */
export const getCourse = (client: ApiClient, id: number, language?: string) =>
  client.request('getCourse', { params: { id }, query: { language } });

export const courseKey = (id: number, language?: string) =>
  ['getCourse', id, language ?? null] as const;

/** The course `id` for its detail page; a 404 sends the browser to the 404 page (client policy). */
export const useCourse = (
  id: number | null,
  language?: string,
  config?: SWRConfiguration<CourseDetailResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CourseDetailResponse, ApiRequestError, ReturnType<typeof courseKey> | null>(
    id === null ? null : courseKey(id, language),
    ([, courseId, lang]) => getCourse(client, courseId, lang ?? undefined),
    config,
  );
};

/** GET /api/course/:id/overview: next date, lowest price and detail path of a course. */
export const getCourseOverview = (client: ApiClient, id: number) =>
  client.request('getCourseOverview', { params: { id } });

export const courseOverviewKey = (id: number) => ['getCourseOverview', id] as const;

export const useCourseOverview = (
  id: number | null,
  config?: SWRConfiguration<CourseOverviewResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CourseOverviewResponse,
    ApiRequestError,
    ReturnType<typeof courseOverviewKey> | null
  >(
    id === null ? null : courseOverviewKey(id),
    ([, courseId]) => getCourseOverview(client, courseId),
    config,
  );
};

/** GET /api/course/:id/info?scheduleId=: one date of a course with seats and prices. */
export const getCourseInfo = (
  client: ApiClient,
  id: number,
  scheduleId: number,
  language?: string,
) => client.request('getCourseInfo', { params: { id }, query: { scheduleId, language } });

export const courseInfoKey = (id: number, scheduleId: number, language?: string) =>
  ['getCourseInfo', id, scheduleId, language ?? null] as const;

/** The date `scheduleId` of the course `id`; `null` for either skips the call. */
export const useCourseInfo = (
  id: number | null,
  scheduleId: number | null,
  language?: string,
  config?: SWRConfiguration<CourseInfoResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<CourseInfoResponse, ApiRequestError, ReturnType<typeof courseInfoKey> | null>(
    id === null || scheduleId === null ? null : courseInfoKey(id, scheduleId, language),
    ([, courseId, schedule, lang]) => getCourseInfo(client, courseId, schedule, lang ?? undefined),
    config,
  );
};

/**
 * The address of a course document (a PDF) for a link or an `<iframe>`: GET
 * /api/course/:id/document/:documentId. No SWR: the browser loads the file itself. Throws a
 * `MissingParameterError` when an id is missing (docs/rules.md, validation).
 */
export const courseDocumentUrl = (
  courseId: number,
  documentId: number,
  options: { language?: string; baseUrl?: string } = {},
) =>
  `${options.baseUrl ?? ''}${fillPath('getCourseDocument', routes.getCourseDocument.path, {
    id: courseId,
    documentId,
  })}${toQueryString({ language: options.language })}`;

/** GET /api/courses/overview/:year: the year's course dates grouped by month. */
export const getCoursesOverview = (
  client: ApiClient,
  year: number,
  futureEventsOnly = false,
  organizerId?: number,
) =>
  client.request('getCoursesOverview', {
    params: { year },
    query: { futureEventsOnly, organizerId },
  });

export const coursesOverviewKey = (year: number, futureEventsOnly = false, organizerId?: number) =>
  ['getCoursesOverview', year, futureEventsOnly, organizerId ?? null] as const;

/**
 * The course dates of `year` by month; `futureEventsOnly` leaves out dates that have ended,
 * `organizerId` narrows to one organizer. `null` as year skips the call.
 */
export const useCoursesOverview = (
  year: number | null,
  futureEventsOnly = false,
  organizerId?: number,
  config?: SWRConfiguration<CoursesOverviewResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CoursesOverviewResponse,
    ApiRequestError,
    ReturnType<typeof coursesOverviewKey> | null
  >(
    year === null ? null : coursesOverviewKey(year, futureEventsOnly, organizerId),
    ([, y, future, organizer]) => getCoursesOverview(client, y, future, organizer ?? undefined),
    config,
  );
};

// Credit packages ------------------------------------------------------------------------------

/** GET /api/courses/packages: the credit packages of the domain's search types. */
export const getPackages = (client: ApiClient) => client.request('getPackages');

export const packagesKey = () => ['getPackages'] as const;

export const usePackages = (config?: SWRConfiguration<PackagesResponse, ApiRequestError>) => {
  const client = useApiClient();
  return useSWR<PackagesResponse, ApiRequestError, ReturnType<typeof packagesKey>>(
    packagesKey(),
    () => getPackages(client),
    config,
  );
};

/** GET /api/courses/packages/:id: one credit package. */
export const getPackage = (client: ApiClient, id: number) =>
  client.request('getPackage', { params: { id } });

export const packageKey = (id: number) => ['getPackage', id] as const;

export const usePackage = (
  id: number | null,
  config?: SWRConfiguration<PackageResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<PackageResponse, ApiRequestError, ReturnType<typeof packageKey> | null>(
    id === null ? null : packageKey(id),
    ([, packageId]) => getPackage(client, packageId),
    config,
  );
};

// Organizers and speakers ----------------------------------------------------------------------

export const useOrganizers = (config?: SWRConfiguration<OrganizersResponse, ApiRequestError>) => {
  const client = useApiClient();
  return useSWR<OrganizersResponse, ApiRequestError, ReturnType<typeof organizersKey>>(
    organizersKey(),
    () => getOrganizers(client),
    config,
  );
};

/** GET /api/organizer/:id: an organizer with its coming courses, and its scopes on request. */
export const getOrganizer = (
  client: ApiClient,
  id: number,
  includeScopes = false,
  language?: string,
) => client.request('getOrganizer', { params: { id }, query: { includeScopes, language } });

export const organizerKey = (id: number, includeScopes = false, language?: string) =>
  ['getOrganizer', id, includeScopes, language ?? null] as const;

export const useOrganizer = (
  id: number | null,
  includeScopes = false,
  language?: string,
  config?: SWRConfiguration<OrganizerResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrganizerResponse, ApiRequestError, ReturnType<typeof organizerKey> | null>(
    id === null ? null : organizerKey(id, includeScopes, language),
    ([, organizerId, scopes, lang]) => getOrganizer(client, organizerId, scopes, lang ?? undefined),
    config,
  );
};

/** GET /api/referent-infos: the speakers by last name. */
export const getReferentInfos = (client: ApiClient) => client.request('getReferentInfos');

export const referentInfosKey = () => ['getReferentInfos'] as const;

export const useReferentInfos = (
  config?: SWRConfiguration<ReferentInfosResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<ReferentInfosResponse, ApiRequestError, ReturnType<typeof referentInfosKey>>(
    referentInfosKey(),
    () => getReferentInfos(client),
    config,
  );
};

/** GET /api/referent-infos/:id: a speaker with bio and coming courses. */
export const getReferentInfo = (client: ApiClient, id: number, language?: string) =>
  client.request('getReferentInfo', { params: { id }, query: { language } });

export const referentInfoKey = (id: number, language?: string) =>
  ['getReferentInfo', id, language ?? null] as const;

export const useReferentInfo = (
  id: number | null,
  language?: string,
  config?: SWRConfiguration<ReferentInfoResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<ReferentInfoResponse, ApiRequestError, ReturnType<typeof referentInfoKey> | null>(
    id === null ? null : referentInfoKey(id, language),
    ([, speakerId, lang]) => getReferentInfo(client, speakerId, lang ?? undefined),
    config,
  );
};

// Waiting list ---------------------------------------------------------------------------------

/** The request, and the language of the confirmation mail (optional). */
export type WaitingListInput = RequestInput<'postWaitingList'>['body'] & { language?: string };
export type WaitingListReceipt = ResponseOf<'postWaitingList'>;

/** POST /api/orders/waitinglists: joins the waiting list of a fully booked date. */
export const postWaitingList = (client: ApiClient, { language, ...body }: WaitingListInput) =>
  client.request('postWaitingList', { body, query: { language } });

export const waitingListKey = () => ['postWaitingList'] as const;

/**
 * Joins the waiting list: `trigger({ scheduleId, name, email, seats })`. A date with free places
 * answers 409 (`error.code === 'CONFLICT'`): the storefront offers booking instead.
 */
export const useWaitingListMutation = (
  config?: SWRMutationConfiguration<
    WaitingListReceipt,
    ApiRequestError,
    ReturnType<typeof waitingListKey>,
    WaitingListInput
  >,
) => {
  const client = useApiClient();
  return useSWRMutation<
    WaitingListReceipt,
    ApiRequestError,
    ReturnType<typeof waitingListKey>,
    WaitingListInput
  >(waitingListKey(), (_key, { arg }) => postWaitingList(client, arg), config);
};

// Newsletter -----------------------------------------------------------------------------------

/** The sign-up: the address, and the language of the confirmation mail (optional). */
export type NewsletterSignUp = RequestInput<'putNewsletter'>['body'] & { language?: string };
export type NewsletterReceipt = ResponseOf<'putNewsletter'>;

/** PUT /api/newsletter: signs up and sends the confirmation mail (double opt-in). */
export const putNewsletter = (client: ApiClient, { language, ...body }: NewsletterSignUp) =>
  client.request('putNewsletter', { body, query: { language } });

export const newsletterKey = () => ['putNewsletter'] as const;

/**
 * Signs up for the newsletter: `trigger({ email })`. A 422 (`error.status === 422`) means the
 * address is not valid: the storefront shows 'Bitte geben Sie eine gültige E-Mail-Adresse an!'.
 */
export const useNewsletterMutation = (
  config?: SWRMutationConfiguration<
    NewsletterReceipt,
    ApiRequestError,
    ReturnType<typeof newsletterKey>,
    NewsletterSignUp
  >,
) => {
  const client = useApiClient();
  return useSWRMutation<
    NewsletterReceipt,
    ApiRequestError,
    ReturnType<typeof newsletterKey>,
    NewsletterSignUp
  >(newsletterKey(), (_key, { arg }) => putNewsletter(client, arg), config);
};

export type NewsletterConfirmation = RequestInput<'putNewsletterConfirmation'>['body'];
export type NewsletterConfirmationReceipt = ResponseOf<'putNewsletterConfirmation'>;

/**
 * PUT /api/newsletter/confirmation: confirms with the token of the mail's link. Its 404 (an
 * unknown, used or expired token) stays on the landing page, which explains it: no 404 page.
 */
export const putNewsletterConfirmation = (
  client: ApiClient,
  confirmation: NewsletterConfirmation,
) =>
  client.request(
    'putNewsletterConfirmation',
    { body: confirmation },
    { redirectOnNotFound: false },
  );

export const newsletterConfirmationKey = () => ['putNewsletterConfirmation'] as const;

/**
 * Confirms the newsletter: `trigger({ token })` with the `token` of the landing page's URL. An
 * unknown, used or expired token answers 404 (`error.status === 404`), without the redirect to
 * the 404 page; a token of the wrong shape answers 422.
 */
export const useNewsletterConfirmationMutation = (
  config?: SWRMutationConfiguration<
    NewsletterConfirmationReceipt,
    ApiRequestError,
    ReturnType<typeof newsletterConfirmationKey>,
    NewsletterConfirmation
  >,
) => {
  const client = useApiClient();
  return useSWRMutation<
    NewsletterConfirmationReceipt,
    ApiRequestError,
    ReturnType<typeof newsletterConfirmationKey>,
    NewsletterConfirmation
  >(newsletterConfirmationKey(), (_key, { arg }) => putNewsletterConfirmation(client, arg), config);
};
