/**
 * What a certificate of attendance shows (docs/decisions/0062-certificates-anyone-can-verify.md),
 * kept with the certificate as it was rendered: the PDF is made from it, the public verification
 * page reads it. Times are Europe/Berlin wall-clock values; minutes are net teaching minutes.
 */
export type CertificateDay = {
  /** `yyyy-MM-dd`. */
  date: string;
  /** `HH:mm`, or null when the schedule names no time. */
  start: string | null;
  end: string | null;
  scheduledMinutes: number;
  attendedMinutes: number;
};

export type CertificateDocument = {
  certificateId: string;
  language: 'de' | 'en';
  /** `yyyy-MM-dd` in Germany. */
  issuedOn: string;
  participant: string;
  organizer: string;
  courseTitle: string;
  courseType: 'SELF' | 'ONLINE' | 'PRESENT';
  /** The city and venue of an in-person date; null online and for self-study. */
  place: string | null;
  startDate: string;
  endDate: string;
  days: CertificateDay[];
  attendedMinutes: number;
  speakers: string[];
  topics: string;
  /** The Fachgebiet the hours count for; null when the position names none. */
  scope: { id: number; name: string } | null;
  /** How attendance was verified: the evidence's sources, e.g. `CHECK_IN`, `ONLINE_LOG`. */
  verification: string[];
  /** Self-study: the passed learning check. */
  learningCheck: { passedAt: string; percent: number; attempt: number } | null;
  zfuNumber: string | null;
  /** A specialist course (Fachanwaltslehrgang): the written exams taken (§ 4a FAO). */
  exams: { title: string; writtenOn: string; minutes: number }[] | null;
  /** The public verification page, encoded in the QR code. */
  verifyUrl: string;
};
