import type { CourseDetail, CourseType } from '@kursmarkt/schemas';
import { isoDuration, lowestPrice, schemaPrice } from './format.ts';
import { speakerName } from './speakers.ts';

/** schema.org's course modes (https://schema.org/courseMode) per course type. */
const courseModes: Record<CourseType, string> = {
  PRESENT: 'Onsite',
  ONLINE: 'Online',
  SELF: 'Online',
};

const offer = (price: number, name?: string, full?: boolean) => ({
  '@type': 'Offer',
  ...(name ? { name } : {}),
  category: 'Paid',
  price: schemaPrice(price),
  priceCurrency: 'EUR',
  ...(full === undefined
    ? {}
    : { availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock' }),
});

/**
 * The course as schema.org `Course` structured data (https://schema.org/Course): provider,
 * scopes, workload, speakers and each coming date as a `CourseInstance` with its price levels.
 */
export function courseJsonLd(
  course: CourseDetail,
  { language, hideAcademicTitles }: { language: string; hideAcademicTitles: boolean },
): Record<string, unknown> {
  const instructors = course.speakers.map((speaker) => ({
    '@type': 'Person',
    name: speakerName(speaker, { hideTitle: hideAcademicTitles }),
    ...(!hideAcademicTitles && speaker.title ? { honorificPrefix: speaker.title } : {}),
  }));
  const prices = course.schedules.flatMap((schedule) => schedule.priceLevels);
  const from = lowestPrice(prices);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.meta.description || course.description,
    courseCode: String(course.id),
    inLanguage: language,
    provider: { '@type': 'Organization', name: course.organizer.name },
    about: course.scopes.map((scope) => scope.name),
    timeRequired: isoDuration(course.durationValue),
    ...(from === null ? {} : { offers: [offer(from)] }),
    hasCourseInstance: course.schedules.map((schedule) => ({
      '@type': 'CourseInstance',
      courseMode: courseModes[course.courseType],
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      ...(schedule.city
        ? {
            location: {
              '@type': 'Place',
              name: schedule.venue ?? schedule.city.name,
              address: {
                '@type': 'PostalAddress',
                addressLocality: schedule.city.name,
                addressCountry: 'DE',
              },
            },
          }
        : {}),
      ...(instructors.length > 0 ? { instructor: instructors } : {}),
      offers: schedule.priceLevels.map((level) =>
        offer(level.priceValue, level.name, schedule.full),
      ),
    })),
  };
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON
 * escapes, so no text of the data can close the element or open a comment, and the line
 * separators U+2028/U+2029 escaped too. The value parses back to the same data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
