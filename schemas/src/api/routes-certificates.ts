import type { Route } from './route.ts';

/**
 * Certificates of attendance (docs/decisions/0062-certificates-anyone-can-verify.md): the
 * customer's downloads, a guest's by order number and e-mail, the public verification by the
 * certificate's id (which is also the `urlId` of the published paths), and an operator's
 * revocation and reissue.
 */
export const certificateRoutes = {
  getCustomerCertificate: {
    method: 'GET',
    path: '/api/customer-certificate/:id',
    auth: 'customer',
  },
  getCustomerCertificateModule: {
    method: 'GET',
    path: '/api/customer-certificate/:id/module/:moduleId',
    auth: 'customer',
  },
  getCustomerCourseCertificates: {
    method: 'GET',
    path: '/api/customer-certificate/certification/:courseId',
    auth: 'customer',
  },
  getAttendanceCertificate: {
    method: 'GET',
    path: '/api/customer-certificate/attendance/:urlId',
    auth: 'public',
  },
  getGuestCourseCertificates: {
    method: 'GET',
    path: '/api/customer-certificate/certification/:courseId/order/:orderNumber',
    auth: 'public',
  },
  putGuestCertificateMail: {
    method: 'PUT',
    path: '/api/customer-certificate/certification/:courseId/order/:orderNumber/certificate',
    auth: 'public',
  },
  getCertificateVerification: {
    method: 'GET',
    path: '/api/course-certification/:id/certification',
    auth: 'public',
  },
  getAttendanceVerification: {
    method: 'GET',
    path: '/api/course-certification/attendance/:urlId',
    auth: 'public',
  },
  postCertificateRevocation: {
    method: 'POST',
    path: '/api/certificate/:id/revocation',
    auth: 'operator',
  },
  postCertificateReissue: {
    method: 'POST',
    path: '/api/certificate/:id/reissue',
    auth: 'operator',
  },
} as const satisfies Record<string, Route>;
