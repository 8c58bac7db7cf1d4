import { z } from 'zod';
import {
  categoryRoutes,
  courseTypes,
  features,
  locales,
  searchTypes,
  socialNetworks,
} from '../rules/constants.ts';

/** Features a domain can switch on (docs/rules.md, product). */
export const featureSchema = z.enum(features).meta({
  description:
    'A feature: SEARCH_BOX (the start page’s search box), NEWSLETTER (the sign-up in the footer and its module), BOOKMARK (the bookmark list), EDUCATIONAL_STATE (the customer’s status of training hours).',
});
export const courseTypeSchema = z.enum(courseTypes).meta({
  description: 'A course type: ONLINE (online seminar), PRESENT (in person) or SELF (self-study).',
});
export const searchTypeSchema = z.enum(searchTypes).meta({
  description:
    'A search type: SPECIALIZATION (specialist-lawyer courses), EDUCATION (further training under § 15 FAO) or RENO (courses for legal-office staff).',
});
export const localeSchema = z
  .enum(locales)
  .meta({ description: 'A language of the storefront: de (German) or en (English).' });
export const socialNetworkSchema = z
  .enum(socialNetworks)
  .meta({ description: 'A social network, shown by its icon.' });

/** The listing areas per course category (docs/routes-and-screens.md, routes). */
export const categoryRouteSchema = z.enum(categoryRoutes).meta({
  description:
    'A category’s listing page of the storefront, e.g. online-seminare for /online-seminare.',
});

/** A message id in the domain's `labels`, e.g. `modules.benefits.quality`. */
export const messageKeySchema = z
  .string()
  .regex(
    /^[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+$/,
    'must be a message id such as modules.welcome.title',
  )
  .meta({
    description:
      'A message id: its text in each language is under labels in messages.<language>.json beside this file.',
    examples: ['modules.welcome.title'],
  });

/** A link target: a path inside the storefront (`/agb`) or an absolute https URL. */
export const linkTargetSchema = z
  .string()
  .regex(
    /^(?:\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/,
    'must be a path such as /agb or an https URL',
  )
  .meta({
    description: 'A link target: a path of the storefront, an https URL or a mailto: address.',
    examples: ['/agb', 'https://www.brak.de'],
  });
