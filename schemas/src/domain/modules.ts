import { z } from 'zod';
import {
  categoryRouteSchema,
  courseTypeSchema,
  linkTargetSchema,
  messageKeySchema,
  searchTypeSchema,
} from './enums.ts';

/** The icon names the ui icon set offers for module content. */
export const moduleIconSchema = z
  .enum([
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
  ])
  .meta({ description: 'An icon of the ui icon set, shown beside the item.' });

/** Descriptions of the options several modules share; each shows in an editor on hover. */
const title = messageKeySchema.meta({
  description: 'The module’s heading: a message id.',
  examples: ['modules.about.title'],
});
const link = z
  .strictObject({
    label: messageKeySchema.meta({ description: 'The link’s text: a message id.' }),
    href: linkTargetSchema,
  })
  .meta({ description: 'A link below the module’s text.' });
const textItem = z.strictObject({
  title: messageKeySchema.meta({ description: 'The item’s heading: a message id.' }),
  text: messageKeySchema.meta({ description: 'The item’s text: a message id.' }),
});
const organizerId = z.number().int().positive();

/**
 * One entry per start-page module: `config` is checked by `name`, so an option is validated
 * where the operator writes it. Texts are message ids, resolved in each language's messages.
 */
export const moduleConfigSchemas = {
  WELCOME: z
    .strictObject({
      title,
      text: messageKeySchema.meta({ description: 'The greeting below the heading: a message id.' }),
      callToAction: link.meta({ description: 'A button below the greeting.' }).optional(),
    })
    .meta({ description: 'A greeting with a heading, a text and an optional button.' }),
  ABOUT_US: z
    .strictObject({
      title,
      paragraphs: z
        .array(messageKeySchema)
        .min(1)
        .max(6)
        .meta({ description: 'The paragraphs, 1 to 6, each a message id.' }),
      link: link.optional(),
    })
    .meta({ description: 'Who runs the marketplace: a heading, paragraphs and a link.' }),
  BENEFITS_BOX: z
    .strictObject({
      title,
      items: z
        .array(textItem.extend({ icon: moduleIconSchema }))
        .min(2)
        .max(6)
        .meta({ description: 'The benefits, 2 to 6, each with an icon, a heading and a text.' }),
    })
    .meta({ description: 'Why book here: benefits side by side.' }),
  TESTIMONIAL: z
    .strictObject({
      title,
      items: z
        .array(
          z.strictObject({
            quote: messageKeySchema.meta({ description: 'What the person says: a message id.' }),
            author: z
              .string()
              .min(1)
              .max(80)
              .meta({
                description: 'Who says it, written as shown in every language.',
                examples: ['Dr. Katharina Wegener'],
              }),
            role: messageKeySchema
              .meta({ description: 'What the person does: a message id (optional).' })
              .optional(),
          }),
        )
        .min(1)
        .max(6)
        .meta({ description: 'The quotations, 1 to 6.' }),
    })
    .meta({ description: 'Quotations of participants.' }),
  WHO_TO: z
    .strictObject({
      title,
      audiences: z
        .array(textItem.extend({ href: linkTargetSchema, icon: moduleIconSchema }))
        .min(1)
        .max(4)
        .meta({
          description: 'The audiences, 1 to 4, each with an icon, a heading, a text and a link.',
        }),
    })
    .meta({ description: 'Who the courses are for, each audience linking to its courses.' }),
  CATEGORIES: z
    .strictObject({
      title,
      items: z
        .array(
          z.strictObject({
            route: categoryRouteSchema,
            label: messageKeySchema.meta({ description: 'The category’s name: a message id.' }),
            text: messageKeySchema
              .meta({ description: 'A line about the category: a message id (optional).' })
              .optional(),
          }),
        )
        .min(1)
        .max(8)
        .meta({ description: 'The categories, 1 to 8, each linking to its listing page.' }),
    })
    .meta({ description: 'Tiles of course categories.' }),
  SCOPE_OVERVIEW: z
    .strictObject({
      title,
      variant: z.enum(['LAWYER', 'RENO']).meta({
        description:
          'Which scopes to list: LAWYER (the specialist lawyers’ scopes) or RENO (those of legal-office staff).',
      }),
    })
    .meta({ description: 'The catalogue’s scopes, each linking to its search.' }),
  NEWSLETTER: z
    .strictObject({
      title,
      text: messageKeySchema.meta({ description: 'What the newsletter brings: a message id.' }),
    })
    .meta({ description: 'The newsletter sign-up (needs the NEWSLETTER feature).' }),
  COURSE_PREVIEW: z
    .strictObject({
      title,
      types: z
        .array(searchTypeSchema)
        .min(1)
        .meta({ description: 'Only courses of these search types; left out, every type.' })
        .optional(),
      courseType: courseTypeSchema
        .meta({ description: 'Only courses of this course type; left out, every type.' })
        .optional(),
    })
    .meta({ description: 'The next 12 courses of a search, as cards.' }),
  ORGANIZER_INFO: z
    .strictObject({
      title,
      organizerIds: z
        .array(organizerId)
        .max(12)
        .meta({
          description: 'The organizers to show by id, in this order; left out, all of them.',
          examples: [[4, 1]],
        })
        .optional(),
    })
    .meta({ description: 'The course organizers with their logos and links.' }),
  NEWS: z
    .strictObject({
      title,
      items: z
        .array(
          z.strictObject({
            date: z.iso.date().meta({
              description: 'The day of the news, YYYY-MM-DD.',
              examples: ['2026-10-05'],
            }),
            title: messageKeySchema.meta({ description: 'The news’ heading: a message id.' }),
            text: messageKeySchema.meta({ description: 'The news’ text: a message id.' }),
            href: linkTargetSchema.optional(),
          }),
        )
        .min(1)
        .max(6)
        .meta({ description: 'The news, 1 to 6, newest first.' }),
    })
    .meta({ description: 'Dated news of the marketplace.' }),
  TEXT_SEARCH: z
    .strictObject({
      title,
      placeholder: messageKeySchema.meta({
        description: 'The example text in the empty search field: a message id.',
      }),
    })
    .meta({ description: 'A search field for words in course titles and texts.' }),
  EDUCATION_PROVIDER_COURSES: z
    .strictObject({
      title,
      organizerId: organizerId.meta({
        description: 'The organizer whose dates of the year are listed, by id.',
        examples: [1],
      }),
    })
    .meta({ description: 'One organizer’s course dates of the current year, by month.' }),
} as const;

export type ModuleName = keyof typeof moduleConfigSchemas;
export const moduleNames = Object.keys(moduleConfigSchemas) as ModuleName[];

const moduleEntry = <N extends ModuleName>(name: N) =>
  z.strictObject({
    name: z.literal(name).meta({ description: 'The module; its options go in config.' }),
    position: z
      .number()
      .int()
      .min(0)
      .meta({
        description: 'The module’s place on the start page: modules show in ascending position.',
        examples: [10],
      }),
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
