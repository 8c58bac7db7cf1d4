import { z } from 'zod';
import {
  categoryRouteSchema,
  courseTypeSchema,
  linkTargetSchema,
  messageKeySchema,
  searchTypeSchema,
} from './enums.ts';

/** The icon names the ui icon set offers for module content. */
export const moduleIconSchema = z.enum([
  'calendar',
  'check',
  'clock',
  'document',
  'globe',
  'mapPin',
  'search',
  'success',
  'user',
  'bookmark',
  'heart',
  'info',
]);

const textItem = z.strictObject({ title: messageKeySchema, text: messageKeySchema });

/**
 * One entry per start-page module: `config` is checked by `name`, so an option is validated
 * where the operator writes it. Texts are message ids, resolved in each language's messages.
 */
export const moduleConfigSchemas = {
  WELCOME: z.strictObject({
    title: messageKeySchema,
    text: messageKeySchema,
    callToAction: z.strictObject({ label: messageKeySchema, href: linkTargetSchema }).optional(),
  }),
  ABOUT_US: z.strictObject({
    title: messageKeySchema,
    paragraphs: z.array(messageKeySchema).min(1).max(6),
    link: z.strictObject({ label: messageKeySchema, href: linkTargetSchema }).optional(),
  }),
  BENEFITS_BOX: z.strictObject({
    title: messageKeySchema,
    items: z
      .array(textItem.extend({ icon: moduleIconSchema }))
      .min(2)
      .max(6),
  }),
  TESTIMONIAL: z.strictObject({
    title: messageKeySchema,
    items: z
      .array(
        z.strictObject({
          quote: messageKeySchema,
          author: z.string().min(1).max(80),
          role: messageKeySchema.optional(),
        }),
      )
      .min(1)
      .max(6),
  }),
  WHO_TO: z.strictObject({
    title: messageKeySchema,
    audiences: z
      .array(textItem.extend({ href: linkTargetSchema, icon: moduleIconSchema }))
      .min(1)
      .max(4),
  }),
  CATEGORIES: z.strictObject({
    title: messageKeySchema,
    items: z
      .array(
        z.strictObject({
          route: categoryRouteSchema,
          label: messageKeySchema,
          text: messageKeySchema.optional(),
        }),
      )
      .min(1)
      .max(8),
  }),
  SCOPE_OVERVIEW: z.strictObject({
    title: messageKeySchema,
    /** Which scope list of the messages to show: the lawyers' or the office staff's. */
    variant: z.enum(['LAWYER', 'RENO']),
  }),
  NEWSLETTER: z.strictObject({ title: messageKeySchema, text: messageKeySchema }),
  COURSE_PREVIEW: z.strictObject({
    title: messageKeySchema,
    types: z.array(searchTypeSchema).min(1).optional(),
    courseType: courseTypeSchema.optional(),
  }),
  ORGANIZER_INFO: z.strictObject({
    title: messageKeySchema,
    organizerIds: z.array(z.number().int().positive()).max(12).optional(),
  }),
  NEWS: z.strictObject({
    title: messageKeySchema,
    items: z
      .array(
        z.strictObject({
          date: z.iso.date(),
          title: messageKeySchema,
          text: messageKeySchema,
          href: linkTargetSchema.optional(),
        }),
      )
      .min(1)
      .max(6),
  }),
  TEXT_SEARCH: z.strictObject({ title: messageKeySchema, placeholder: messageKeySchema }),
  EDUCATION_PROVIDER_COURSES: z.strictObject({
    title: messageKeySchema,
    organizerId: z.number().int().positive(),
  }),
} as const;

export type ModuleName = keyof typeof moduleConfigSchemas;
export const moduleNames = Object.keys(moduleConfigSchemas) as ModuleName[];

const moduleEntry = <N extends ModuleName>(name: N) =>
  z.strictObject({
    name: z.literal(name),
    /** Order on the start page, ascending. */
    position: z.number().int().min(0),
    config: moduleConfigSchemas[name],
  });

export const moduleSchema = z.discriminatedUnion(
  'name',
  moduleNames.map(moduleEntry) as unknown as [
    ReturnType<typeof moduleEntry<'WELCOME'>>,
    ...ReturnType<typeof moduleEntry<ModuleName>>[],
  ],
);

/** A configured module with its config typed by its name. */
export type ModuleEntry = {
  [N in ModuleName]: {
    name: N;
    position: number;
    config: z.infer<(typeof moduleConfigSchemas)[N]>;
  };
}[ModuleName];
export type ModuleConfig<N extends ModuleName> = z.infer<(typeof moduleConfigSchemas)[N]>;
