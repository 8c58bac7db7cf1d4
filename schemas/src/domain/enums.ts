import { z } from 'zod';
import {
  categoryRoutes,
  courseTypes,
  features,
  locales,
  searchTypes,
  socialNetworks,
} from '../rules/constants.ts';

/** Features a domain can switch on (SPEC.md section 1). */
export const featureSchema = z.enum(features);
export const courseTypeSchema = z.enum(courseTypes);
export const searchTypeSchema = z.enum(searchTypes);
export const localeSchema = z.enum(locales);
export const socialNetworkSchema = z.enum(socialNetworks);

/** The listing areas per course category (SPEC.md section 2, route table). */
export const categoryRouteSchema = z.enum(categoryRoutes);

/** A message id in the domain's `labels`, e.g. `modules.benefits.quality`. */
export const messageKeySchema = z
  .string()
  .regex(
    /^[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+$/,
    'must be a message id such as modules.welcome.title',
  );

/** A link target: a path inside the storefront (`/agb`) or an absolute https URL. */
export const linkTargetSchema = z
  .string()
  .regex(
    /^(?:\/[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/,
    'must be a path such as /agb or an https URL',
  );
