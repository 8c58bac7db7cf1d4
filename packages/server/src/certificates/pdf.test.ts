// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPdf } from '../invoices/test-support/read-pdf.ts';
import { certificatePdf } from './pdf.ts';
import { presentSpecialistCertificate, selfStudyCertificate } from './test-documents.ts';

describe('the certificate PDF', () => {
  it('shows what a bar chamber checks of a specialist course, in German', async () => {
    const { pages } = await readPdf(await certificatePdf(presentSpecialistCertificate));
    const text = pages.join(' ');
    for (const expected of [
      'Teilnahmebescheinigung',
      'Anna Berger hat an der folgenden Fortbildung teilgenommen',
      'Hanse Fortbildung GmbH',
      'Fachanwaltslehrgang Arbeitsrecht',
      'Hamburg, Tagungszentrum am Hafen',
      'vom 10.03.2027 bis 11.03.2027',
      '10.03.2027 09:00–17:00 Uhr: 7 von 7 Zeitstunden',
      '11.03.2027 09:00–13:30 Uhr: 4 von 4 Zeitstunden',
      'Teilgenommen: 11 Zeitstunden',
      'Dr. Eva Lind, Prof. Karl Brandt',
      'Kündigungsschutz, Befristung und Betriebsverfassung.',
      'Fachgebiet Arbeitsrecht',
      'Einlasskontrolle vor Ort',
      'Leistungskontrollen (§ 4a FAO)',
      'Klausur Individualarbeitsrecht, geschrieben am 11.03.2027 (300 Minuten)',
      'Ausgestellt am 12.03.2027',
      presentSpecialistCertificate.verifyUrl,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows a self-study course with its learning check and ZFU number, in English', async () => {
    const { pages } = await readPdf(await certificatePdf(selfStudyCertificate));
    const text = pages.join(' ');
    for (const expected of [
      'Certificate of attendance',
      'Place Self-study',
      'Attended: 2.5 hours',
      'Learning check passed on 1 February 2027 with 85 % (attempt 2)',
      'ZFU approval number 7312519',
      'passed learning check',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('§ 4a FAO');
  });

  it('is the same file when rendered twice', async () => {
    const first = await certificatePdf(presentSpecialistCertificate);
    expect((await certificatePdf(presentSpecialistCertificate)).equals(first)).toBe(true);
  });
});
