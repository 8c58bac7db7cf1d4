import { defineMessages } from 'react-intl';

/** The certificate's action on a booking in Meine Kurse (components/CertificateAction.tsx). */
export const certificateMessages = defineMessages({
  download: { id: 'dashboard.courses.certificate', defaultMessage: 'Bescheinigung (PDF)' },
  fileName: { id: 'dashboard.courses.certificateFile', defaultMessage: 'Teilnahmebescheinigung' },
  revoked: {
    id: 'dashboard.courses.certificateRevoked',
    defaultMessage: 'Bescheinigung widerrufen',
  },
});
