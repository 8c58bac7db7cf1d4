/**
 * The mail that carries a certificate of attendance to its participant, in the order's language,
 * with the PDF attached and the address of its verification page.
 */
import { defineMessages } from '@formatjs/intl';
import type { Seller } from '@kursmarkt/schemas';
import { mailFormat } from '../mail/format.ts';
import { composeMail } from '../mail/layout.ts';
import type { Mail } from '../mail/transport.ts';
import type { CertificateDocument } from './document.ts';

const messages = defineMessages<{
  subject: { course: string; siteName: string };
  greeting: { name: string };
  text: { course: string; date: string };
  reissued: Record<string, never>;
  verify: { link: string };
  closing: { siteName: string };
  fileName: Record<string, never>;
}>({
  subject: {
    id: 'mail.certificate.subject',
    defaultMessage: 'Ihre Teilnahmebescheinigung: {course} ({siteName})',
  },
  greeting: { id: 'mail.certificate.greeting', defaultMessage: 'Guten Tag {name},' },
  text: {
    id: 'mail.certificate.text',
    defaultMessage:
      'anbei erhalten Sie Ihre Teilnahmebescheinigung für „{course}“ vom {date} als PDF zur Vorlage bei Ihrer Rechtsanwaltskammer.',
  },
  reissued: {
    id: 'mail.certificate.reissued',
    defaultMessage: 'Sie ersetzt die zuvor ausgestellte Bescheinigung, die nicht mehr gilt.',
  },
  verify: {
    id: 'mail.certificate.verify',
    defaultMessage: 'Jede und jeder kann ihre Echtheit hier prüfen: {link}',
  },
  closing: {
    id: 'mail.certificate.closing',
    defaultMessage: 'Mit freundlichen Grüßen\n{siteName}',
  },
  fileName: { id: 'mail.certificate.fileName', defaultMessage: 'Teilnahmebescheinigung' },
});

export function certificateMail(data: {
  document: CertificateDocument;
  to: string;
  pdf: Buffer;
  siteName: string;
  seller: Seller;
  reissued: boolean;
}): Mail {
  const { document } = data;
  const format = mailFormat(document.language);
  const { intl } = format;
  return composeMail({
    to: data.to,
    subject: intl.formatMessage(messages.subject, {
      course: document.courseTitle,
      siteName: data.siteName,
    }),
    language: document.language,
    seller: data.seller,
    blocks: [
      intl.formatMessage(messages.greeting, { name: document.participant }),
      intl.formatMessage(messages.text, {
        course: document.courseTitle,
        date: format.dayMedium(document.startDate),
      }),
      ...(data.reissued ? [intl.formatMessage(messages.reissued)] : []),
      intl.formatMessage(messages.verify, { link: document.verifyUrl }),
      intl.formatMessage(messages.closing, { siteName: data.siteName }),
    ],
    attachments: [
      {
        fileName: `${intl.formatMessage(messages.fileName)}-${document.certificateId}.pdf`,
        mediaType: 'application/pdf',
        content: data.pdf,
      },
    ],
  });
}
