import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

/*
 * Certificates of attendance (docs/decisions/0062-certificates-anyone-can-verify.md): the
 * customer's PDFs and list per course, a guest's by order number and e-mail, the public
 * verification by id, and an operator's revocation and reissue. A PDF is loaded through the
 * client (it carries the bearer token) and handed to the browser as a Blob; a 404 stays on the page.
 */

/** GET /api/customer-certificate/{id}: the signed-in customer's certificate as a Blob. */
export const getCustomerCertificate = (client: ApiClient, id: string) =>
  client.request('getCustomerCertificate', { params: { id } }, { redirectOnNotFound: false });

/** Loads one of the customer's certificates: `trigger(id)` resolves with its PDF. */
export const useCertificateDownload = (
  config?: SWRMutationConfiguration<Blob, ApiRequestError, 'getCustomerCertificate', string>,
) => {
  const client = useApiClient();
  return useSWRMutation<Blob, ApiRequestError, 'getCustomerCertificate', string>(
    'getCustomerCertificate',
    (_key, { arg }) => getCustomerCertificate(client, arg),
    config,
  );
};

export type CertificateModuleDownload = { id: string; moduleId: number };

/** GET /api/customer-certificate/{id}/module/{moduleId}: the certificate of one course date. */
export const getCustomerCertificateModule = (
  client: ApiClient,
  params: CertificateModuleDownload,
) => client.request('getCustomerCertificateModule', { params }, { redirectOnNotFound: false });

/** Loads the certificate of one part of a course: `trigger({ id, moduleId })` resolves with its PDF. */
export const useCertificateModuleDownload = (
  config?: SWRMutationConfiguration<
    Blob,
    ApiRequestError,
    'getCustomerCertificateModule',
    CertificateModuleDownload
  >,
) => {
  const client = useApiClient();
  return useSWRMutation<
    Blob,
    ApiRequestError,
    'getCustomerCertificateModule',
    CertificateModuleDownload
  >(
    'getCustomerCertificateModule',
    (_key, { arg }) => getCustomerCertificateModule(client, arg),
    config,
  );
};

export type CourseCertificatesResponse = ResponseOf<'getCustomerCourseCertificates'>;

/** GET /api/customer-certificate/certification/{courseId}: the customer's certificates of a course. */
export const getCustomerCourseCertificates = (client: ApiClient, courseId: number) =>
  client.request('getCustomerCourseCertificates', { params: { courseId } });

/** The key names the customer, so another sign-in never sees the data. */
export const customerCourseCertificatesKey = (customerId: string, courseId: number) =>
  ['getCustomerCourseCertificates', customerId, courseId] as const;

/** The certificates of course `courseId` of the customer `customerId`; `null` makes no call. */
export const useCustomerCourseCertificates = (
  customerId: string | null,
  courseId: number,
  config?: SWRConfiguration<CourseCertificatesResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    CourseCertificatesResponse,
    ApiRequestError,
    ReturnType<typeof customerCourseCertificatesKey> | null
  >(
    customerId === null ? null : customerCourseCertificatesKey(customerId, courseId),
    () => getCustomerCourseCertificates(client, courseId),
    config,
  );
};

/** GET /api/customer-certificate/attendance/{urlId}: a certificate's PDF by its url id. */
export const getAttendanceCertificate = (client: ApiClient, urlId: string) =>
  client.request('getAttendanceCertificate', { params: { urlId } }, { redirectOnNotFound: false });

/** Loads a certificate by its url id: `trigger(urlId)` resolves with its PDF. */
export const useAttendanceCertificateDownload = (
  config?: SWRMutationConfiguration<Blob, ApiRequestError, 'getAttendanceCertificate', string>,
) => {
  const client = useApiClient();
  return useSWRMutation<Blob, ApiRequestError, 'getAttendanceCertificate', string>(
    'getAttendanceCertificate',
    (_key, { arg }) => getAttendanceCertificate(client, arg),
    config,
  );
};

export type GuestCertificatesQuery = { courseId: number; orderNumber: string; email: string };

/** GET /api/customer-certificate/certification/{courseId}/order/{orderNumber}?email=… */
export const getGuestCourseCertificates = (
  client: ApiClient,
  { courseId, orderNumber, email }: GuestCertificatesQuery,
) =>
  client.request(
    'getGuestCourseCertificates',
    { params: { courseId, orderNumber }, query: { email } },
    { redirectOnNotFound: false },
  );

/** A guest's certificates of a course by order number and e-mail; `null` makes no call. */
export const useGuestCourseCertificates = (
  query: GuestCertificatesQuery | null,
  config?: SWRConfiguration<ResponseOf<'getGuestCourseCertificates'>, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR(
    query === null
      ? null
      : (['getGuestCourseCertificates', query.courseId, query.orderNumber, query.email] as const),
    () => getGuestCourseCertificates(client, query!),
    config,
  );
};

/** PUT …/order/{orderNumber}/certificate: the guest's certificates of a course sent again. */
export const putGuestCertificateMail = (client: ApiClient, query: GuestCertificatesQuery) =>
  client.request('putGuestCertificateMail', {
    params: { courseId: query.courseId, orderNumber: query.orderNumber },
    body: { email: query.email },
  });

/** Sends a guest's certificates again: `trigger({ courseId, orderNumber, email })`. */
export const useGuestCertificateMail = (
  config?: SWRMutationConfiguration<
    ResponseOf<'putGuestCertificateMail'>,
    ApiRequestError,
    'putGuestCertificateMail',
    GuestCertificatesQuery
  >,
) => {
  const client = useApiClient();
  return useSWRMutation(
    'putGuestCertificateMail',
    (_key, { arg }: { arg: GuestCertificatesQuery }) => putGuestCertificateMail(client, arg),
    config,
  );
};

export type CertificateVerificationResponse = ResponseOf<'getCertificateVerification'>;

/** GET /api/course-certification/{id}/certification: what anyone sees of a certificate. */
export const getCertificateVerification = (client: ApiClient, id: string) =>
  client.request('getCertificateVerification', { params: { id } }, { redirectOnNotFound: false });

/** The public verification of certificate `id`; `null` makes no call. */
export const useCertificateVerification = (
  id: string | null,
  config?: SWRConfiguration<CertificateVerificationResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR(
    id === null ? null : (['getCertificateVerification', id] as const),
    () => getCertificateVerification(client, id!),
    config,
  );
};

/** GET /api/course-certification/attendance/{urlId}: the same by the url id. */
export const getAttendanceVerification = (client: ApiClient, urlId: string) =>
  client.request('getAttendanceVerification', { params: { urlId } }, { redirectOnNotFound: false });

/** The public verification by url id; `null` makes no call. */
export const useAttendanceVerification = (
  urlId: string | null,
  config?: SWRConfiguration<CertificateVerificationResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR(
    urlId === null ? null : (['getAttendanceVerification', urlId] as const),
    () => getAttendanceVerification(client, urlId!),
    config,
  );
};

export type CertificateChange = { id: string } & RequestInput<'postCertificateRevocation'>['body'];

/** POST /api/certificate/{id}/revocation: an operator revokes a certificate with a reason. */
export const postCertificateRevocation = (client: ApiClient, { id, reason }: CertificateChange) =>
  client.request('postCertificateRevocation', { params: { id }, body: { reason } });

/** An operator's revocation: `trigger({ id, reason })`. */
export const useCertificateRevocation = () => {
  const client = useApiClient();
  return useSWRMutation('postCertificateRevocation', (_key, { arg }: { arg: CertificateChange }) =>
    postCertificateRevocation(client, arg),
  );
};

/** POST /api/certificate/{id}/reissue: an operator reissues a certificate with a reason. */
export const postCertificateReissue = (client: ApiClient, { id, reason }: CertificateChange) =>
  client.request('postCertificateReissue', { params: { id }, body: { reason } });

/** An operator's reissue: `trigger({ id, reason })` resolves with the new certificate's id. */
export const useCertificateReissue = () => {
  const client = useApiClient();
  return useSWRMutation('postCertificateReissue', (_key, { arg }: { arg: CertificateChange }) =>
    postCertificateReissue(client, arg),
  );
};
