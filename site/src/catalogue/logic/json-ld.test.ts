import type { CourseDetail } from '@kursmarkt/schemas';
import { describe, expect, it } from 'vitest';
import { courseJsonLd, serializeJsonLd } from './json-ld.ts';

const course: CourseDetail = {
  id: 70,
  slug: 'fachanwaltslehrgang-migrationsrecht',
  name: 'Fachanwaltslehrgang Migrationsrecht',
  description: 'Der Lehrgang vermittelt in 120 Zeitstunden …',
  courseType: 'PRESENT',
  searchType: 'SPECIALIZATION',
  category: 'fachanwaltslehrgang',
  durationValue: 120,
  organizer: { id: 4, name: 'Hanseatische Anwaltsakademie', slug: 'hanseatische-anwaltsakademie' },
  scopes: [{ id: 14, name: 'Migrationsrecht' }],
  speakers: [{ id: 15, title: 'Prof. Dr.', firstName: 'Christine', lastName: 'Vogel' }],
  schedules: [
    {
      id: 150,
      city: { id: 2, name: 'Hamburg' },
      venue: 'Seminarzentrum',
      startDate: '2026-11-05',
      endDate: '2027-01-16',
      seats: 30,
      booked: 30,
      available: 0,
      full: true,
      running: false,
      priceLevels: [
        { id: 304, name: 'Standard', priceValue: 197_900, bookableUntil: null, condition: null },
        { id: 305, name: 'Frühbucher', priceValue: 178_100, bookableUntil: null, condition: null },
      ],
    },
  ],
  documents: [],
  detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-migrationsrecht-70',
  meta: { title: 'Fachanwaltslehrgang Migrationsrecht', description: 'Kurz beschrieben.' },
};

describe('courseJsonLd', () => {
  it('describes the course as a schema.org Course with provider, workload and lowest offer', () => {
    const data = courseJsonLd(course, { language: 'de', hideAcademicTitles: false });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Fachanwaltslehrgang Migrationsrecht',
      description: 'Kurz beschrieben.',
      courseCode: '70',
      inLanguage: 'de',
      provider: { '@type': 'Organization', name: 'Hanseatische Anwaltsakademie' },
      about: ['Migrationsrecht'],
      timeRequired: 'PT120H',
      offers: [{ '@type': 'Offer', price: '1781.00', priceCurrency: 'EUR', category: 'Paid' }],
    });
  });

  it('lists each date as a CourseInstance with place, speakers and its sold-out price levels', () => {
    const data = courseJsonLd(course, { language: 'de', hideAcademicTitles: false });
    expect(data.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        startDate: '2026-11-05',
        endDate: '2027-01-16',
        location: {
          '@type': 'Place',
          name: 'Seminarzentrum',
          address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' },
        },
        instructor: [
          { '@type': 'Person', name: 'Prof. Dr. Christine Vogel', honorificPrefix: 'Prof. Dr.' },
        ],
        offers: [
          expect.objectContaining({
            name: 'Standard',
            price: '1979.00',
            availability: 'https://schema.org/SoldOut',
          }),
          expect.objectContaining({ name: 'Frühbucher', price: '1781.00' }),
        ],
      },
    ]);
  });

  it('leaves the academic titles out when the theme hides them', () => {
    const data = courseJsonLd(course, { language: 'de', hideAcademicTitles: true });
    const [instance] = data.hasCourseInstance as { instructor: unknown[] }[];
    expect(instance!.instructor).toEqual([{ '@type': 'Person', name: 'Christine Vogel' }]);
  });

  it('has neither offers nor a location without dates and cities', () => {
    const online = { ...course, courseType: 'ONLINE' as const, schedules: [] };
    const data = courseJsonLd(online, { language: 'en', hideAcademicTitles: false });
    expect(data).not.toHaveProperty('offers');
    expect(data.hasCourseInstance).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could end the script element or open a comment', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> <!-- & -->' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('parses back to the same data, line separators included', () => {
    const data = { name: 'A < B & C > D', text: 'Zeile\u2028Absatz\u2029Ende', list: [1, 'ä'] };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
