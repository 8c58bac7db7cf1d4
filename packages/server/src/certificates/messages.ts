import { defineMessages } from '@formatjs/intl';

const plainCertificateMessages = defineMessages({
  title: { id: 'certificate.title', defaultMessage: 'Teilnahmebescheinigung' },
  organizer: { id: 'certificate.organizer', defaultMessage: 'Veranstalter' },
  course: { id: 'certificate.course', defaultMessage: 'Kurs' },
  place: { id: 'certificate.place', defaultMessage: 'Ort' },
  online: { id: 'certificate.online', defaultMessage: 'online' },
  selfStudy: { id: 'certificate.selfStudy', defaultMessage: 'Selbststudium' },
  days: { id: 'certificate.days', defaultMessage: 'Termine und Teilnahme' },
  speakers: { id: 'certificate.speakers', defaultMessage: 'Referentinnen und Referenten' },
  topics: { id: 'certificate.topics', defaultMessage: 'Themen' },
  scope: { id: 'certificate.scope', defaultMessage: 'Fachgebiet' },
  noScope: { id: 'certificate.noScope', defaultMessage: 'ohne Fachgebiet' },
  verification: { id: 'certificate.verification', defaultMessage: 'Teilnahme nachgewiesen durch' },
  zfuNumber: { id: 'certificate.zfuNumber', defaultMessage: 'ZFU-Zulassungsnummer' },
  exams: { id: 'certificate.exams', defaultMessage: 'Leistungskontrollen (§ 4a FAO)' },
  noExams: { id: 'certificate.noExams', defaultMessage: 'keine' },
  certificateId: { id: 'certificate.id', defaultMessage: 'Nummer der Bescheinigung' },
  verify: {
    id: 'certificate.verify',
    defaultMessage: 'Echtheit prüfen: QR-Code scannen oder die Adresse aufrufen',
  },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const certificateMessagesWithValues = defineMessages<{
  intro: { participant: string };
  period: { start: string; end: string };
  day: { date: string; times: string; attended: string; scheduled: string };
  times: { start: string; end: string };
  attended: { hours: string };
  learningCheck: { date: string; percent: number; attempt: number };
  exam: { title: string; date: string; minutes: number };
  issued: { date: string };
}>({
  intro: {
    id: 'certificate.intro',
    defaultMessage: '{participant} hat an der folgenden Fortbildung teilgenommen:',
  },
  period: { id: 'certificate.period', defaultMessage: 'vom {start} bis {end}' },
  day: {
    id: 'certificate.day',
    defaultMessage: '{date} {times}: {attended} von {scheduled} Zeitstunden',
  },
  times: { id: 'certificate.times', defaultMessage: '{start}–{end} Uhr' },
  attended: {
    id: 'certificate.attended',
    defaultMessage: 'Teilgenommen: {hours} Zeitstunden (netto, ohne Pausen)',
  },
  learningCheck: {
    id: 'certificate.learningCheck',
    defaultMessage: 'Lernerfolgskontrolle bestanden am {date} mit {percent} % (Versuch {attempt})',
  },
  exam: {
    id: 'certificate.exam',
    defaultMessage: '{title}, geschrieben am {date} ({minutes} Minuten)',
  },
  issued: { id: 'certificate.issued', defaultMessage: 'Ausgestellt am {date}' },
});

/** The certificate PDF's texts (certificates/pdf.ts), German by default. */
export const certificateMessages = {
  ...plainCertificateMessages,
  ...certificateMessagesWithValues,
};

/** How attendance was verified, by the attendance sources and the learning check. */
export const verificationSourceMessages = defineMessages({
  DOOR_SCAN: { id: 'certificate.source.doorScan', defaultMessage: 'Einlasskontrolle vor Ort' },
  SELF_CHECK_IN: {
    id: 'certificate.source.selfCheckIn',
    defaultMessage: 'eigenes Ein- und Auschecken mit Anwesenheitscode',
  },
  IMPORT: {
    id: 'certificate.source.import',
    defaultMessage: 'Teilnahmeprotokoll des Veranstalters',
  },
  MANUAL: {
    id: 'certificate.source.manual',
    defaultMessage: 'Anwesenheitsliste des Veranstalters',
  },
  LEARNING_CHECK: {
    id: 'certificate.source.learningCheck',
    defaultMessage: 'bestandene Lernerfolgskontrolle',
  },
});
