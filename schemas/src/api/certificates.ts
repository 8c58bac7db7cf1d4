import { z } from 'zod';
import { endpoint } from './common.ts';
import { certificateRoutes as routes } from './routes-certificates.ts';

export const certificateStatuses = ['VALID', 'REVOKED', 'REISSUED'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** A certificate's id: 128 random bits in base64url (22 characters). */
export const certificateIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** The bytes of a certificate's PDF; the browser client reads them as a Blob. */
const certificateDocument = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
);

/** What anyone may see of a certificate by its id: enough to compare it with the paper. */
export const certificateVerificationSchema = z.strictObject({
  id: certificateIdSchema,
  status: z.enum(certificateStatuses),
  issuedAt: z.iso.datetime({ offset: true }),
  /** When and why it was revoked or replaced; null while valid. */
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  revokeReason: z.string().nullable(),
  /** The certificate that replaced it (status REISSUED). */
  successorId: certificateIdSchema.nullable(),
  participant: z.string(),
  courseTitle: z.string(),
  organizer: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** Net minutes attended. */
  minutes: z.number().int().nonnegative(),
  scope: z.string().nullable(),
  /** The SHA-256 of the PDF's bytes, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** A certificate of one of the caller's bookings. */
export const bookingCertificateSchema = z.strictObject({
  id: certificateIdSchema,
  positionId: z.uuid(),
  status: z.enum(certificateStatuses),
  issuedAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  minutes: z.number().int().nonnegative(),
  scope: z.string().nullable(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BookingCertificate = z.infer<typeof bookingCertificateSchema>;

/** An operator's reason to revoke or reissue a certificate. */
export const certificateChangeBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(500),
});

/** The certificate after the change: revoked, or the new one that replaces it. */
export const certificateChangeSchema = z.strictObject({
  id: certificateIdSchema,
  status: z.enum(certificateStatuses),
});

const idParams = z.strictObject({ id: certificateIdSchema });
const urlIdParams = z.strictObject({ urlId: certificateIdSchema });
const courseId = z.coerce.number().int().positive().max(2_147_483_647);
const orderParams = z.strictObject({
  courseId,
  orderNumber: z.string().trim().min(1).max(40),
});
const guestEmail = z.strictObject({ email: z.email().max(254) });

export const certificateEndpoints = {
  getCustomerCertificate: endpoint({
    ...routes.getCustomerCertificate,
    summary:
      "The PDF of a certificate of the signed-in customer's bookings on this domain; 404 for an unknown or anyone else's id",
    params: idParams,
    produces: 'application/pdf',
    response: certificateDocument,
  }),
  getCustomerCertificateModule: endpoint({
    ...routes.getCustomerCertificateModule,
    summary:
      "The PDF of the signed-in customer's certificate of one part (moduleId: the course date's id) of a course; 404 when the certificate is not of that date",
    params: z.strictObject({ id: certificateIdSchema, moduleId: courseId }),
    produces: 'application/pdf',
    response: certificateDocument,
  }),
  getCustomerCourseCertificates: endpoint({
    ...routes.getCustomerCourseCertificates,
    summary:
      "The signed-in customer's certificates of a course on this domain (valid, revoked and reissued), oldest first",
    params: z.strictObject({ courseId }),
    response: z.array(bookingCertificateSchema),
  }),
  getAttendanceCertificate: endpoint({
    ...routes.getAttendanceCertificate,
    summary:
      "A certificate's PDF by its url id (the certificate's id, 128 random bits); rate-limited; 404 for an unknown id",
    params: urlIdParams,
    produces: 'application/pdf',
    response: certificateDocument,
  }),
  getGuestCourseCertificates: endpoint({
    ...routes.getGuestCourseCertificates,
    summary:
      "A guest's certificates of a course by the order's number and billing e-mail; rate-limited; 404 when they do not match",
    params: orderParams,
    query: guestEmail,
    response: z.array(bookingCertificateSchema),
  }),
  putGuestCertificateMail: endpoint({
    ...routes.putGuestCertificateMail,
    summary:
      "Sends the valid certificates of a course in an order again, to whom they went, by the order's number and billing e-mail; rate-limited; 404 when they do not match or none is issued",
    params: orderParams,
    body: guestEmail,
    response: z.strictObject({ sent: z.number().int().positive() }),
  }),
  getCertificateVerification: endpoint({
    ...routes.getCertificateVerification,
    summary:
      "Public verification of a certificate by its id: valid, revoked with reason or reissued with its successor, the participant, course, dates, hours and the PDF's SHA-256; rate-limited; 404 for an unknown id",
    params: idParams,
    response: certificateVerificationSchema,
  }),
  getAttendanceVerification: endpoint({
    ...routes.getAttendanceVerification,
    summary: 'The same public verification by the url id (the certificate id)',
    params: urlIdParams,
    response: certificateVerificationSchema,
  }),
  postCertificateRevocation: endpoint({
    ...routes.postCertificateRevocation,
    summary:
      'An operator revokes a valid certificate of this domain with a reason (realm role operator); 409 STATUS_TRANSITION_NOT_ALLOWED when it is no longer valid',
    params: idParams,
    body: certificateChangeBodySchema,
    response: certificateChangeSchema,
  }),
  postCertificateReissue: endpoint({
    ...routes.postCertificateReissue,
    summary:
      'An operator issues a new certificate in place of a valid one of this domain with a reason (realm role operator): the old one is REISSUED and points to the new one, which is mailed; 409 STATUS_TRANSITION_NOT_ALLOWED when it is no longer valid, 409 ACCOUNT_DELETED when the booking’s customer deleted their account (revoke it instead)',
    params: idParams,
    body: certificateChangeBodySchema,
    status: 201,
    response: certificateChangeSchema,
  }),
};
