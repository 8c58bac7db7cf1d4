/**
 * Plain value lists, free of the schema library, for browser code; the zod enums in
 * domain/enums.ts are built from these.
 */
export const features = ['SEARCH_BOX', 'NEWSLETTER', 'BOOKMARK', 'EDUCATIONAL_STATE'] as const;
export type Feature = (typeof features)[number];
export const courseTypes = ['SELF', 'ONLINE', 'PRESENT'] as const;
export type CourseType = (typeof courseTypes)[number];
export const searchTypes = ['EDUCATION', 'SPECIALIZATION', 'RENO'] as const;
export type SearchType = (typeof searchTypes)[number];
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';
export const socialNetworks = ['FACEBOOK', 'LINKEDIN', 'XING', 'TWITTER', 'INSTAGRAM'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The listing areas per course category (docs/routes-and-screens.md, routes). */
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
export type CategoryRoute = (typeof categoryRoutes)[number];

/** The first path segments of the course detail pages, as `courseDetailPath` writes them. */
export const courseDetailSections = [
  'fachanwaltslehrgang',
  'fortbildung',
  'fortbildung-15-fao',
  'course',
] as const;

/** The longest texts the contact form takes, in characters (the form's fields stop there). */
export const contactFieldLimits = { name: 120, email: 254, subject: 160, message: 5000 } as const;

/** The id of the page's element that holds the boot data, which the server writes and the site reads. */
export const bootDataId = 'boot-data';

/**
 * Where the page template takes the answer's content-security-policy nonce: the server writes
 * the nonce in its place, on each inline script and style element of the template.
 */
export const cspNonceMarker = '%NONCE%';

/**
 * The meta element of a page that names its nonce (as its own `nonce`), for the style elements
 * added in the browser; styled-components reads it too.
 */
export const cspNonceMetaSelector = 'meta[property="csp-nonce"]';

/**
 * Where `npm run dev`'s page server answers with the theme the server would have inlined for the
 * page's host (id, CSS with the domain's customTheme, favicon): development only, no server route.
 */
export const devThemePath = '/__dev/theme';

/**
 * The cookie holding the visitor's consent choice, which the site writes and the server reads to
 * know whether to render the banner: the version followed by the granted optional categories,
 * e.g. `v1.statistics`. A choice stored under another version counts as none: raise it to ask
 * every visitor again.
 */
export const consentCookie = { name: 'consent', version: 'v1' } as const;

/** The most courses a customer's Merkzettel keeps on one domain (and a guest's in the browser). */
export const maxBookmarks = 200;

/** The most saved searches (Suchfavoriten) a customer keeps on one domain. */
export const maxFavorites = 50;
/** The most newly matching courses one alert mail of a saved search lists; the link shows all. */
export const maxFavoriteAlertCourses = 20;
