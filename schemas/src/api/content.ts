import { z } from 'zod';
import { bannerSchema, domainConfigObjectSchema } from '../domain/config.ts';
import { localeSchema, searchTypeSchema } from '../domain/enums.ts';
import { messagesResponseSchema } from '../domain/messages.ts';
import type { ModuleEntry } from '../domain/modules.ts';
import { contactFieldLimits } from '../rules/constants.ts';
import { commaList, endpoint } from './common.ts';
import { contentRoutes as routes } from './routes-content.ts';

/** The static content pages of the storefront (docs/routes-and-screens.md) plus the two legal texts. */
export const contentKeySchema = z.enum([
  'veranstalter-informationen',
  'agb',
  'datenschutz',
  'partner',
  'fachanwaltsordnung',
  'impressum',
  'ueber-uns',
  'kontakt',
  'dataprotection',
  'terms',
]);
export type ContentKey = z.infer<typeof contentKeySchema>;

export const contentPageSchema = z.strictObject({
  key: contentKeySchema,
  language: localeSchema,
  title: z.string(),
  /** Paragraphs separated by blank lines; lines starting with `## ` are headings, `- ` list items. */
  body: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqEntrySchema = z.strictObject({
  id: z.number().int(),
  category: z.enum(['COMMON', 'BOOKING']),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const chamberSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
});
export type Chamber = z.infer<typeof chamberSchema>;

/**
 * What the storefront receives of its domain's configuration, with the language in force; the
 * seller's details reach it through the booking calls that need them.
 */
export const configurationResponseSchema = domainConfigObjectSchema
  .omit({ $schema: true, customTheme: true, seller: true })
  .extend({
    /** The language chosen by the rule of docs/entities-and-states.md, states. */
    language: localeSchema,
    /** The affiliate id from `aid`, when it was well-formed. */
    affiliate: z.string().nullable(),
    /**
     * The OpenID issuer to sign in with when it is an external provider (Keycloak); absent for
     * the embedded provider at `<page origin>/realms/<realm>`.
     */
    authority: z.string().url().optional(),
  });
/** The modules keep their config typed by name, as in `DomainConfig`. */
export type ConfigurationResponse = Omit<z.infer<typeof configurationResponseSchema>, 'modules'> & {
  modules: ModuleEntry[];
};

const languageQuery = z.strictObject({ language: z.string().max(10).optional() });

export const contactRequestSchema = z.strictObject({
  name: z.string().trim().min(2, 'Bitte geben Sie Ihren Namen an.').max(contactFieldLimits.name),
  email: z.email('Bitte geben Sie eine gültige E-Mail-Adresse an.').max(contactFieldLimits.email),
  subject: z
    .string()
    .trim()
    .min(3, 'Bitte geben Sie einen Betreff an.')
    .max(contactFieldLimits.subject),
  message: z
    .string()
    .trim()
    .min(10, 'Bitte schreiben Sie uns mindestens 10 Zeichen.')
    .max(contactFieldLimits.message),
  /** The privacy notice must be accepted before a message is stored. */
  privacyAccepted: z.literal(true, 'Bitte bestätigen Sie die Datenschutzhinweise.'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const bannerPlacementSchema = bannerSchema.shape.placement;

export const contentEndpoints = {
  getConfiguration: endpoint({
    ...routes.getConfiguration,
    summary: 'The configuration of the domain serving this host',
    query: z.strictObject({
      aid: z.string().max(64).optional(),
      language: z.string().max(10).optional(),
    }),
    response: configurationResponseSchema,
  }),
  getMessages: endpoint({
    ...routes.getMessages,
    summary: "The domain's texts in one language, with the scope lists",
    query: languageQuery,
    response: messagesResponseSchema,
  }),
  getContent: endpoint({
    ...routes.getContent,
    summary: 'A static content page',
    params: z.strictObject({ key: contentKeySchema }),
    query: languageQuery,
    response: contentPageSchema,
  }),
  getDataProtection: endpoint({
    ...routes.getDataProtection,
    summary: 'The privacy notice',
    query: languageQuery,
    response: contentPageSchema,
  }),
  getTerms: endpoint({
    ...routes.getTerms,
    summary: 'The terms and conditions',
    query: languageQuery,
    response: contentPageSchema,
  }),
  getSitemap: endpoint({
    ...routes.getSitemap,
    summary: "The storefront's public pages for this domain",
    response: z.strictObject({
      urls: z.array(z.strictObject({ loc: z.string(), lastmod: z.string().optional() })),
    }),
  }),
  getChambers: endpoint({
    ...routes.getChambers,
    summary: 'The German bar associations (Rechtsanwaltskammern)',
    response: z.array(chamberSchema),
  }),
  getFaq: endpoint({
    ...routes.getFaq,
    summary: 'Frequently asked questions in one language',
    query: languageQuery,
    response: z.array(faqEntrySchema),
  }),
  getBanner: endpoint({
    ...routes.getBanner,
    summary: 'The advert banner for a placement, optionally narrowed to scopes and search types',
    params: z.strictObject({ x: bannerPlacementSchema }),
    query: z.strictObject({
      scopes: commaList(z.coerce.number().int().positive()).optional(),
      types: commaList(searchTypeSchema).optional(),
      language: z.string().max(10).optional(),
    }),
    response: z
      .strictObject({
        placement: bannerPlacementSchema,
        message: z.string(),
        href: z.string().optional(),
      })
      .nullable(),
  }),
  putContact: endpoint({
    ...routes.putContact,
    summary: 'Sends a message to the operator',
    body: contactRequestSchema,
    status: 202,
    response: z.strictObject({ received: z.literal(true) }),
  }),
} as const;
