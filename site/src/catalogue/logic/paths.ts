/**
 * The storefront paths of the catalogue pages and how their ids are read back (SPEC.md section
 * 2: "the id is the number after the last hyphen").
 */

/** The largest id PostgreSQL's `integer` holds; the API refuses larger ones. */
const maxId = 2_147_483_647;

/**
 * The id at the end of a path segment: `fachanwaltslehrgang-arbeitsrecht-17` and `17` both give
 * 17. Null when the segment does not end in a positive whole number after its last hyphen (or
 * consist of one): such a path names no page.
 */
export function idFromSegment(segment: string | undefined): number | null {
  const match = /^(?:.*-)?(\d{1,10})$/.exec(segment ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= maxId ? id : null;
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
