// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@kursmarkt/schemas';
import { buildCoursePdf } from './pdf.ts';
import { pdfText, pdfTextLines } from './pdf-text.ts';

const course: CourseDetail = {
  id: 7,
  slug: 'kuendigungsschutzklagen-erfolgreich-fuehren',
  name: 'Kündigungsschutzklagen erfolgreich führen',
  description: 'Das Seminar zeigt, wie „Kündigungsschutzklagen“ vorbereitet werden.',
  courseType: 'PRESENT',
  searchType: 'EDUCATION',
  category: 'fortbildung',
  durationValue: 7.5,
  organizer: { id: 2, name: 'Fachinstitut für Arbeitsrecht Köln', slug: 'fachinstitut' },
  scopes: [{ id: 2, name: 'Arbeitsrecht' }],
  speakers: [
    { id: 1, title: 'Prof. Dr.', firstName: 'Katharina', lastName: 'Lindner' },
    { id: 2, title: '', firstName: 'Jonas', lastName: 'Weber' },
  ],
  schedules: [
    {
      id: 3,
      city: { id: 1, name: 'Köln' },
      venue: 'Haus der Anwaltschaft',
      startDate: '2026-04-09',
      endDate: '2026-04-10',
      seats: 20,
      booked: 20,
      available: 0,
      full: true,
      running: false,
      priceLevels: [
        { id: 1, name: 'Standard', priceValue: 129_900, bookableUntil: null, condition: null },
        { id: 2, name: 'Frühbucher', priceValue: 116_950, bookableUntil: null, condition: null },
      ],
    },
    {
      id: 4,
      city: null,
      venue: null,
      startDate: '2026-05-05',
      endDate: '2026-05-05',
      seats: 80,
      booked: 79,
      available: 1,
      full: false,
      running: false,
      priceLevels: [
        { id: 3, name: 'Standard', priceValue: 34_900, bookableUntil: null, condition: null },
      ],
    },
  ],
  documents: [{ id: 9, title: 'Programm und Ablaufplan', kind: 'PROGRAM' }],
  detailPath: '/fortbildung/kuendigungsschutzklagen-erfolgreich-fuehren-7',
  meta: { title: 'Kündigungsschutzklagen erfolgreich führen', description: 'Das Seminar …' },
};

const build = (language: 'de' | 'en', detail: CourseDetail = course) =>
  buildCoursePdf(
    {
      language,
      siteName: 'Kursmarkt Recht',
      document: { title: 'Programm und Ablaufplan', kind: 'PROGRAM' },
      course: detail,
      generatedAt: new Date('2026-03-10T09:00:00Z'),
    },
    { compress: false },
  );

describe('the course PDF', () => {
  it('is a PDF with the title, course, organizer, speakers, duration, dates, prices and description', async () => {
    const pdf = await build('de');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Uncompressed: the content streams carry no filter.
    expect(pdf.toString('latin1')).not.toContain('/FlateDecode');
    const lines = pdfTextLines(pdf);
    expect(lines[0]).toBe('Kursmarkt Recht');
    expect(lines[1]).toBe('Programm und Ablaufplan');
    expect(lines[2]).toBe('Kündigungsschutzklagen erfolgreich führen');
    const text = pdfText(pdf);
    for (const expected of [
      'Veranstalter: Fachinstitut für Arbeitsrecht Köln',
      'Referentinnen und Referenten: Prof. Dr. Katharina Lindner, Jonas Weber',
      'Dauer: 7,5 Zeitstunden',
      'Format: Präsenzschulung',
      'Fachgebiete: Arbeitsrecht',
      '09.04.2026 – 10.04.2026 · Köln, Haus der Anwaltschaft',
      'Standard 1.299,00 € · Frühbucher 1.169,50 €',
      'ausgebucht – Eintrag in die Warteliste möglich',
      '05.05.2026 · Online',
      'noch 1 Platz frei',
      'Das Seminar zeigt, wie „Kündigungsschutzklagen“ vorbereitet werden.',
      'Stand: 10.03.2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('speaks English for language en', async () => {
    const text = pdfText(await build('en'));
    for (const expected of [
      'Organizer: Fachinstitut für Arbeitsrecht Köln',
      'Duration: 7.5 hours',
      'Format: In-person training',
      'Dates and prices',
      '09 April 2026 – 10 April 2026 · Köln',
      'Standard €1,299.00',
      'fully booked',
      '1 seat left',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Veranstalter');
  });

  it('says so when no dates are scheduled', async () => {
    const text = pdfText(await build('de', { ...course, schedules: [] }));
    expect(text).toContain('Derzeit sind keine Termine geplant.');
  });

  it('compresses its content by default', async () => {
    const pdf = await buildCoursePdf({
      language: 'de',
      siteName: 'Kursmarkt Recht',
      document: { title: 'Programm', kind: 'PROGRAM' },
      course,
      generatedAt: new Date(),
    });
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    // The reader inflates it again.
    expect(pdfText(pdf)).toContain('Kündigungsschutzklagen erfolgreich führen');
  });
});
