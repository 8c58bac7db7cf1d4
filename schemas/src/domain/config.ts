import { z } from 'zod';
import { themeTokensPartialSchema } from '../theme/tokens.ts';
import {
  courseTypeSchema,
  featureSchema,
  linkTargetSchema,
  localeSchema,
  messageKeySchema,
  searchTypeSchema,
  socialNetworkSchema,
} from './enums.ts';
import { moduleNames, moduleSchema, type ModuleEntry } from './modules.ts';
import { sellerSchema } from './seller.ts';

const hostname = z
  .string()
  .regex(
    /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})$/,
    'must be a host name such as kurse.example.de (no scheme, no port)',
  );
const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https URL');
const unique = <T>(items: T[]) => new Set(items).size === items.length;

/** A footer link (label from the messages) or a social-media profile. */
export const footerPartSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('LINK'), name: messageKeySchema, url: linkTargetSchema }),
  z.strictObject({ type: z.literal('SOCIAL_MEDIA'), name: socialNetworkSchema, url: httpsUrl }),
]);
export type FooterPart = z.infer<typeof footerPartSchema>;

/** The configuration's fields; `domainConfigSchema` adds the checks across fields. */
/** An advert banner; `scopes` and `types` narrow where it shows, empty meaning everywhere. */
export const bannerSchema = z.strictObject({
  placement: z.enum(['start', 'search', 'course']),
  text: messageKeySchema,
  href: linkTargetSchema.optional(),
  scopes: z.array(z.number().int().positive()).optional(),
  types: z.array(searchTypeSchema).optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const domainConfigObjectSchema = z.strictObject({
  /** Editor support: the path of the generated JSON Schema. */
  $schema: z.string().optional(),
  /** A short stable id, also the folder name under site/domains. */
  id: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and hyphens'),
  /** The brand name: page titles, the logo's text alternative. */
  name: z.string().min(1).max(80),
  /** Every host this domain answers on; `localhost` makes it the local default. */
  hosts: z.array(hostname).min(1).refine(unique, 'must not repeat a host'),
  /** The operator's main website, linked by the logo and the 404 page; without it, the start page. */
  mainDomain: httpsUrl.optional(),
  theme: z.string().min(1),
  customTheme: themeTokensPartialSchema.optional(),
  tagManagerId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,10}$/, 'must look like GTM-XXXXXXX')
    .optional(),
  /** The identity provider's realm and client of this domain. */
  realm: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be lower-case letters, digits and hyphens'),
  client: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be lower-case letters, digits and hyphens'),
  locales: z.array(localeSchema).min(1).refine(unique, 'must not repeat a language'),
  features: z.array(featureSchema).refine(unique, 'must not repeat a feature'),
  featureConfiguration: z
    .strictObject({
      SEARCH_BOX: z
        .strictObject({
          /** The search box's second tab: a cross-link to another site. */
          secondaryTab: z.strictObject({ label: messageKeySchema, href: httpsUrl }).optional(),
        })
        .optional(),
    })
    .default({}),
  courseTypes: z.array(courseTypeSchema).min(1).refine(unique, 'must not repeat a course type'),
  types: z.array(searchTypeSchema).min(1).refine(unique, 'must not repeat a search type'),
  /** Defaults to RENO for the RENO theme, EDUCATION otherwise (SPEC.md section 4). */
  defaultSearchType: searchTypeSchema.optional(),
  /** Days the affiliate cookie (aid) lives. */
  lifetime: z.number().int().min(1).max(365).default(30),
  socialMedia: z.array(z.strictObject({ name: socialNetworkSchema, url: httpsUrl })).default([]),
  /** Review figures shown with the brand and in structured data. */
  reviews: z.number().int().min(0).optional(),
  overallRating: z.number().min(0).max(5).optional(),
  footerParts: z.array(footerPartSchema).default([]),
  /** Advert banners for search and course pages, optionally only for some scopes or types. */
  banners: z.array(bannerSchema).default([]),
  /** Who sells the domain's courses and issues the invoices (BOOKING.md). */
  seller: sellerSchema,
  /** Where contact-form messages are mailed; without it they are only stored. */
  contactEmail: z.email('must be an e-mail address').optional(),
  maintenance: z.boolean().default(false),
  modules: z.array(moduleSchema).default([]),
  /** Render this one configured module as the whole start page instead of the module list. */
  startPageComponent: z.enum(moduleNames as [string, ...string[]]).optional(),
});

export const domainConfigSchema = domainConfigObjectSchema.superRefine((config, context) => {
  if (config.defaultSearchType && !config.types.includes(config.defaultSearchType)) {
    context.addIssue({
      code: 'custom',
      path: ['defaultSearchType'],
      message: `must be one of types (${config.types.join(', ')})`,
    });
  }
  const positions = new Map<number, number>();
  config.modules.forEach((module, index) => {
    const first = positions.get(module.position);
    if (first !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['modules', index, 'position'],
        message: `repeats the position of modules[${first}]`,
      });
    } else positions.set(module.position, index);
  });
  if (
    config.startPageComponent &&
    !config.modules.some((module) => module.name === config.startPageComponent)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['startPageComponent'],
      message: 'must name a module configured in modules',
    });
  }
});

export type DomainConfigInput = z.input<typeof domainConfigSchema>;
export type DomainConfig = Omit<z.output<typeof domainConfigSchema>, 'modules'> & {
  modules: ModuleEntry[];
};
