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
/**
 * A public origin: https, or http for a loopback name (a local install); a port may follow, no
 * path. `http://localhost:3000`, `https://kurse.example.de`.
 */
const publicOrigin = z
  .string()
  .regex(
    /^(?:https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}|http:\/\/(?:localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+localhost|127(?:\.\d{1,3}){3}))(?::\d{1,5})?$/,
    'must be an origin such as https://kurse.example.de (http only for localhost and 127.x.x.x; no path)',
  );
const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https URL');
const unique = <T>(items: T[]) => new Set(items).size === items.length;

/** A footer link (label from the messages) or a social-media profile. */
export const footerPartSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('LINK').meta({ description: 'A link in the footer’s navigation.' }),
    name: messageKeySchema.meta({
      description: 'The link’s text: a message id.',
      examples: ['footer.impressum'],
    }),
    url: linkTargetSchema,
  }),
  z.strictObject({
    type: z
      .literal('SOCIAL_MEDIA')
      .meta({ description: 'An icon in the footer linking to a social-media profile.' }),
    name: socialNetworkSchema,
    url: httpsUrl.meta({ description: 'The profile’s https address.' }),
  }),
]);
export type FooterPart = z.infer<typeof footerPartSchema>;

/** The configuration's fields; `domainConfigSchema` adds the checks across fields. */
/** An advert banner; `scopes` and `types` narrow where it shows, empty meaning everywhere. */
export const bannerSchema = z.strictObject({
  placement: z.enum(['start', 'search', 'course']).meta({
    description: 'Where the banner shows: the start page, search results or course pages.',
  }),
  text: messageKeySchema.meta({ description: 'The banner’s text: a message id.' }),
  href: linkTargetSchema.meta({ description: 'Where the banner leads (optional).' }).optional(),
  scopes: z
    .array(z.number().int().positive())
    .meta({ description: 'Only on pages of these scope ids; left out or empty, on every scope.' })
    .optional(),
  types: z
    .array(searchTypeSchema)
    .meta({ description: 'Only for these search types; left out or empty, for every type.' })
    .optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const domainConfigObjectSchema = z.strictObject({
  $schema: z
    .string()
    .meta({
      description:
        'The generated JSON Schema of this file, which gives an editor completion and help.',
      examples: ['../../../schemas/generated/domain-config.schema.json'],
    })
    .optional(),
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and hyphens')
    .meta({
      description: 'A short stable id, the same as the folder’s name under site/domains.',
      examples: ['lumen'],
    }),
  name: z
    .string()
    .min(1)
    .max(80)
    .meta({
      description: 'The brand name: in page titles, the footer and the logo’s text alternative.',
      examples: ['Lumen Akademie'],
    }),
  hosts: z
    .array(hostname.meta({ description: 'A host name, without scheme and port.' }))
    .min(1)
    .refine(unique, 'must not repeat a host')
    .meta({
      description:
        'Every host name the domain answers on; a request for any other host is answered 404. A domain for a local install lists localhost (and 127.0.0.1).',
      examples: [['lumen-akademie.de', 'www.lumen-akademie.de']],
    }),
  origin: publicOrigin
    .meta({
      description:
        'The public origin every absolute address the server writes starts with (mail links, redirects, the sitemap, payment returns, the sign-in issuer); its host must be one of hosts. Without it the address is made of the request’s host (one of hosts) and the server’s own protocol and port (PUBLIC_PORT, else PORT): set it for a domain behind a proxy.',
      examples: ['https://lumen-akademie.de'],
    })
    .optional(),
  mainDomain: httpsUrl
    .meta({
      description:
        'The operator’s main website, linked by the logo and the 404 page; without it they lead to the start page.',
      examples: ['https://lumen-akademie.de'],
    })
    .optional(),
  theme: z
    .string()
    .min(1)
    .meta({
      description: 'The theme package that styles the storefront, by its id in themes/registry.',
      examples: ['LAWYER', 'RENO', 'LUMEN'],
    }),
  customTheme: themeTokensPartialSchema
    .meta({
      description:
        'Design tokens of the theme this domain replaces (colours, fonts, logo…): any part of the token tree of themes/base, each token as { value, description }. Checked for contrast like a theme.',
      examples: [
        { color: { brand: { primary: { value: '#0b5d4b', description: 'The brand’s green.' } } } },
      ],
    })
    .optional(),
  tagManagerId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,10}$/, 'must look like GTM-XXXXXXX')
    .meta({
      description:
        'The Google Tag Manager container, loaded only once the visitor consents to statistics.',
      examples: ['GTM-AB12CD3'],
    })
    .optional(),
  realm: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be lower-case letters, digits and hyphens')
    .meta({
      description: 'The identity provider’s realm of the domain’s customers.',
      examples: ['lumen'],
    }),
  client: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be lower-case letters, digits and hyphens')
    .meta({
      description: 'The identity provider’s client the storefront signs in with.',
      examples: ['lumen-storefront'],
    }),
  locales: z
    .array(localeSchema)
    .min(1)
    .refine(unique, 'must not repeat a language')
    .meta({
      description:
        'The storefront’s languages, the first the default; each needs a messages.<language>.json beside this file.',
      examples: [['de', 'en']],
    }),
  features: z
    .array(featureSchema)
    .refine(unique, 'must not repeat a feature')
    .meta({ description: 'The features switched on.', examples: [['SEARCH_BOX', 'NEWSLETTER']] }),
  featureConfiguration: z
    .strictObject({
      SEARCH_BOX: z
        .strictObject({
          secondaryTab: z
            .strictObject({
              label: messageKeySchema.meta({ description: 'The tab’s text: a message id.' }),
              href: httpsUrl.meta({ description: 'The other site’s https address.' }),
            })
            .meta({
              description: 'A second tab of the search box that leads to another site.',
            })
            .optional(),
        })
        .meta({ description: 'Options of the start page’s search box (SEARCH_BOX).' })
        .optional(),
    })
    .default({})
    .meta({ description: 'Options of features, by feature.' }),
  courseTypes: z
    .array(courseTypeSchema)
    .min(1)
    .refine(unique, 'must not repeat a course type')
    .meta({ description: 'The course types the domain offers.', examples: [['ONLINE', 'SELF']] }),
  types: z
    .array(searchTypeSchema)
    .min(1)
    .refine(unique, 'must not repeat a search type')
    .meta({
      description: 'The search types the domain searches.',
      examples: [['SPECIALIZATION', 'EDUCATION']],
    }),
  defaultSearchType: searchTypeSchema
    .meta({
      description:
        'The search type a new search starts with, one of types; left out, RENO with the RENO theme and EDUCATION otherwise.',
    })
    .optional(),
  lifetime: z
    .number()
    .int()
    .min(1)
    .max(365)
    .default(30)
    .meta({ description: 'Days the affiliate cookie (aid) lives.', examples: [30] }),
  guestHoldMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30)
    .meta({
      description:
        'Minutes a guest’s order holds its seats until the guest opens the confirmation link mailed to the billing address; unconfirmed, the seats are free again.',
      examples: [30],
    }),
  socialMedia: z
    .array(
      z.strictObject({
        name: socialNetworkSchema,
        url: httpsUrl.meta({ description: 'The profile’s https address.' }),
      }),
    )
    .default([])
    .meta({
      description:
        'The brand’s social-media profiles, named in structured data; footerParts shows icons.',
    }),
  reviews: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'How many reviews the brand has, shown with overallRating.' })
    .optional(),
  overallRating: z
    .number()
    .min(0)
    .max(5)
    .meta({ description: 'The brand’s average rating, 0 to 5.', examples: [4.7] })
    .optional(),
  footerParts: z
    .array(footerPartSchema)
    .default([])
    .meta({ description: 'The footer’s links and social-media icons, in this order.' }),
  banners: z.array(bannerSchema).default([]).meta({
    description:
      'Advert banners for search results and course pages, optionally only for some scopes or types.',
  }),
  seller: sellerSchema.meta({
    description:
      'Who sells the domain’s courses and issues the invoices; domains sharing its id share its invoice numbers.',
  }),
  contactEmail: z
    .email('must be an e-mail address')
    .meta({
      description:
        'Where messages of the contact form are mailed; without it they are only stored.',
      examples: ['kontakt@lumen-akademie.de'],
    })
    .optional(),
  maintenance: z
    .boolean()
    .default(false)
    .meta({ description: 'While true, every page shows the maintenance notice.' }),
  modules: z.array(moduleSchema).default([]).meta({
    description:
      'The start page’s modules, shown in ascending position; each module’s config is checked by its name.',
  }),
  startPageComponent: z
    .enum(moduleNames as [string, ...string[]])
    .meta({
      description:
        'Show only this module, one of those in modules, as the whole start page instead of the module list.',
    })
    .optional(),
});

export const domainConfigSchema = domainConfigObjectSchema.superRefine((config, context) => {
  if (config.origin && !config.hosts.includes(new URL(config.origin).hostname)) {
    context.addIssue({
      code: 'custom',
      path: ['origin'],
      message: 'must name one of hosts',
    });
  }
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
