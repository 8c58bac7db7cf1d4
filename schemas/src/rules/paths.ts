/**
 * Storefront paths and the ids in them (docs/routes-and-screens.md: "the id is the number after the last
 * hyphen"), for the site that writes and reads them and the server that writes them into its
 * answers.
 */
import type { SearchCategory } from './search.ts';
import type { SearchType } from './constants.ts';

/** The largest id PostgreSQL's `integer` holds; every id of the catalogue is one. */
export const maxId = 2_147_483_647;

/**
 * An id as written in a path or query: digits naming a positive PostgreSQL integer (leading
 * zeros allowed, `07` is 7); `null` for anything else, which names no record.
 */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= maxId ? id : null;
}

/**
 * Whether `text` is the id of a stored thing (an order, a checkout, a course booked elsewhere):
 * a UUID, in either case. The contract's `idSchema` checks the same with zod; this one is for
 * the browser, which reads such ids from its address or storage without the schema library.
 */
export const isStoredId = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/**
 * The id at the end of a path segment, after its last hyphen: `koeln-7`,
 * `fachanwaltslehrgang-arbeitsrecht-17` and `17` give 7, 17 and 17. `null` when the segment
 * does not end in an id `parseId` takes: such a path names no page.
 */
export function idFromSegment(segment: string | undefined): number | null {
  return parseId(/(?:^|-)(\d+)$/.exec(segment ?? '')?.[1]);
}

/**
 * A name as a path segment: lower case, umlauts and ß spelled out (ae, oe, ue, ss), other
 * accents dropped, and every other sign, `§` and `&` too, a hyphen between words, so that
 * "Fortbildung §15 FAO" gives `fortbildung-15-fao` and no sign glues a number to a word.
 */
export function slugify(name: string): string {
  return name
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The storefront path of a course's detail page (docs/routes-and-screens.md, routes): the specialist
 * courses under `/fachanwaltslehrgang`, the § 15 FAO courses under `/fortbildung-15-fao`, the
 * other courses for lawyers and office staff under `/fortbildung`, anything else under
 * `/course/<id>`.
 */
export function courseDetailPath(course: {
  id: number;
  slug: string;
  category: SearchCategory;
  searchType: SearchType;
}): string {
  const { id, slug, category, searchType } = course;
  if (category === 'fachanwaltslehrgang') return `/fachanwaltslehrgang/${slug}-${id}`;
  if (category === 'fortbildung-15-fao') return `/fortbildung-15-fao/${slug}-${id}`;
  if (searchType === 'EDUCATION' || searchType === 'RENO') return `/fortbildung/${slug}-${id}`;
  return `/course/${id}`;
}

/** An organizer's page, `/veranstalter/<slug>-<id>`; `/veranstalter/<id>` when no slug is known. */
export function organizerPath(organizer: { id: number; slug?: string }): string {
  return organizer.slug
    ? `/veranstalter/${organizer.slug}-${organizer.id}`
    : `/veranstalter/${organizer.id}`;
}

/**
 * A speaker's page, `/referenten/<id>`: speakers have no slug in the catalogue, and a name made
 * into one would change the address whenever a title or name changes.
 */
export function referentPath(referent: { id: number }): string {
  return `/referenten/${referent.id}`;
}
