/**
 * Plain value lists, free of the schema library, for browser code; the zod enums in enums.ts
 * are built from these.
 */
export const features = ['SEARCH_BOX', 'NEWSLETTER', 'BOOKMARK', 'EDUCATIONAL_STATE'] as const;
export const courseTypes = ['SELF', 'ONLINE', 'PRESENT'] as const;
export const searchTypes = ['EDUCATION', 'SPECIALIZATION', 'RENO'] as const;
export const locales = ['de', 'en'] as const;
export const socialNetworks = ['FACEBOOK', 'LINKEDIN', 'XING', 'TWITTER', 'INSTAGRAM'] as const;

/** The listing areas per course category (SPEC.md section 2, route table). */
export const categoryRoutes = [
  'fachanwaltslehrgaenge',
  'fortbildungen',
  'fortbildungen-15-fao',
  'online-seminare',
  'online-seminare-mitarbeiter',
  'praesenzschulung',
  'selbststudium',
  'selbststudium-mitarbeiter',
] as const;
