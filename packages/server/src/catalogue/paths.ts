/** Pure helpers of the catalogue: storefront paths, the calendar day, meta texts. */

type PathInput = { id: number; slug: string; category: string; searchType: string };

/**
 * The storefront path of a course's detail page (SPEC.md section 2): the specialist courses under
 * `/fachanwaltslehrgang`, the § 15 FAO courses under `/fortbildung-15-fao`, the other courses for
 * lawyers and office staff under `/fortbildung`, anything else under `/course/<id>`.
 */
export function courseDetailPath({ id, slug, category, searchType }: PathInput): string {
  if (category === 'fachanwaltslehrgang') return `/fachanwaltslehrgang/${slug}-${id}`;
  if (category === 'fortbildung-15-fao') return `/fortbildung-15-fao/${slug}-${id}`;
  if (searchType === 'EDUCATION' || searchType === 'RENO') return `/fortbildung/${slug}-${id}`;
  return `/course/${id}`;
}

/** A meta description: the text cut at a word boundary to at most `max` characters. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
