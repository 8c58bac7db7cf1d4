/**
 * The texts of the chamber letter (letter.ts) and the reminder mail (reminders.ts), German by
 * default; lang/en.json holds the English ones.
 */
import { defineMessages } from '@formatjs/intl';

/** The chamber letter's texts. */
export const letterMessages = defineMessages<{
  title: { year: number };
  intro: { year: number };
  memberNumber: { number: string };
  subtotal: { counted: string; required: string };
  live: { hours: string };
  selfStudy: { earned: string; counted: string; cap: string };
  item: { days: string; organizer: string; title: string; format: string; hours: string };
  certificate: { sha256: string };
  verifiableCertificate: { id: string; sha256: string; url: string };
  generated: { date: string };
}>({
  title: {
    id: 'furtherTraining.letter.title',
    defaultMessage: 'Nachweis der Fortbildung nach § 15 FAO für {year}',
  },
  intro: {
    id: 'furtherTraining.letter.intro',
    defaultMessage:
      'Hiermit weise ich meine Fortbildung im Kalenderjahr {year} für die folgenden Fachanwaltstitel nach.',
  },
  memberNumber: {
    id: 'furtherTraining.letter.memberNumber',
    defaultMessage: 'Mitgliedsnummer: {number}',
  },
  subtotal: {
    id: 'furtherTraining.letter.subtotal',
    defaultMessage: 'Angerechnete Zeitstunden: {counted} von {required}',
  },
  live: {
    id: 'furtherTraining.letter.live',
    defaultMessage: 'davon Präsenz und online live: {hours}',
  },
  selfStudy: {
    id: 'furtherTraining.letter.selfStudy',
    defaultMessage:
      'Selbststudium mit Lernerfolgskontrolle: {earned} Zeitstunden, angerechnet {counted} (höchstens {cap} nach § 15 Abs. 4 FAO)',
  },
  item: {
    id: 'furtherTraining.letter.item',
    defaultMessage: '{days} · {organizer} · {title} · {format} · {hours} Zeitstunden',
  },
  certificate: {
    id: 'furtherTraining.letter.certificate',
    defaultMessage: 'Bescheinigung beigefügt, SHA-256: {sha256}',
  },
  verifiableCertificate: {
    id: 'furtherTraining.letter.verifiableCertificate',
    defaultMessage: 'Teilnahmebescheinigung {id}, SHA-256: {sha256}, prüfbar unter {url}',
  },
  generated: { id: 'furtherTraining.letter.generated', defaultMessage: 'Erstellt am {date}' },
});

/** The formats as the letter names them. */
export const formatMessages = defineMessages({
  PRESENT: { id: 'furtherTraining.format.PRESENT', defaultMessage: 'Präsenzschulung' },
  ONLINE: { id: 'furtherTraining.format.ONLINE', defaultMessage: 'Online-Seminar' },
  SELF: { id: 'furtherTraining.format.SELF', defaultMessage: 'Selbststudium' },
  RECORDING: { id: 'furtherTraining.format.RECORDING', defaultMessage: 'Aufzeichnung' },
});
