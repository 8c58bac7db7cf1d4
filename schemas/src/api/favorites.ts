import { z } from 'zod';
import { courseTypeSchema, searchTypeSchema } from '../domain/enums.ts';
import { endsBeforeStart, searchRadii } from '../rules/index.ts';
import { endpoint, fieldErrorParams } from './common.ts';
import { favoriteRoutes as routes } from './routes-favorites.ts';
import { searchCategorySchema, searchQuerySchema } from './search.ts';

const fields = searchQuerySchema.shape;

/**
 * The search a Suchfavorit keeps: the search page's parameters (searchQuerySchema), those that
 * choose what is found, without the page and the names shown beside ids.
 */
export const favoriteSearchSchema = z
  .strictObject({
    term: fields.term,
    scope: fields.scope,
    category: fields.category,
    types: fields.types,
    courseType: fields.courseType,
    cityId: fields.cityId,
    radius: fields.radius,
    dateFrom: fields.dateFrom,
    dateTo: fields.dateTo,
  })
  .superRefine((search, context) => {
    if (endsBeforeStart(search.dateFrom, search.dateTo)) {
      context.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: 'must be after dateFrom',
        params: fieldErrorParams('NOT_AFTER_START'),
      });
    }
  });
export type FavoriteSearch = z.output<typeof favoriteSearchSchema>;

const id = z.number().int().positive();

/** A saved search as the server answers it: the values `favoriteSearchSchema` makes. */
export const favoriteSearchAnswerSchema = z.strictObject({
  term: z.string().optional(),
  scope: id.optional(),
  category: searchCategorySchema.optional(),
  types: z.array(searchTypeSchema).optional(),
  courseType: courseTypeSchema.optional(),
  cityId: id.optional(),
  radius: z.literal(searchRadii).optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
}) satisfies z.ZodType<FavoriteSearch>;

/** A part of a saved search that no longer exists, and is left out when it runs. */
export const favoriteDroppedParts = ['scope', 'city'] as const;
export type FavoriteDroppedPart = (typeof favoriteDroppedParts)[number];

/** A saved search (docs/entities-and-states.md, Suchfavorit). */
export const favoriteSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  /** The search as it runs today: without the parts in `dropped`. */
  search: favoriteSearchAnswerSchema,
  /** The saved scope or city that no longer exists, left out of `search`. */
  dropped: z.array(z.enum(favoriteDroppedParts)),
  /** The scope's name in the request language, for the search's link; null without a scope. */
  scopeName: z.string().nullable(),
  /** The city's name, for the search's link; null without a city. */
  cityName: z.string().nullable(),
  /** Whether a mail lists the courses that newly match, at most once a day. */
  alerts: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Favorite = z.infer<typeof favoriteSchema>;

const favoriteIdParams = z.strictObject({ id: z.uuid() });
const languageQuery = z.strictObject({ language: z.string().max(10).optional() });
const tokenParams = z.strictObject({ token: z.string().min(1).max(100) });

/** What the unsubscribe link shows: the saved search's name and whether its mails still come. */
export const favoriteAlertSchema = z.strictObject({ name: z.string(), alerts: z.boolean() });
export type FavoriteAlert = z.infer<typeof favoriteAlertSchema>;

/** The Suchfavoriten calls, by name. */
export const favoriteEndpoints = {
  getFavorites: endpoint({
    ...routes.getFavorites,
    summary: "The signed-in customer's saved searches on this domain, newest first",
    query: languageQuery,
    response: z.array(favoriteSchema),
  }),
  putFavorite: endpoint({
    ...routes.putFavorite,
    summary:
      "Saves a search, or changes one of the customer's (`id`): its name, search and alert mails; 404 for anyone else's",
    query: languageQuery,
    body: z.strictObject({
      id: z.uuid().optional(),
      name: z.string().trim().min(1).max(100),
      search: favoriteSearchSchema,
      alerts: z.boolean().default(false),
    }),
    bodyLimit: 4 * 1024,
    response: z.array(favoriteSchema),
  }),
  deleteFavorite: endpoint({
    ...routes.deleteFavorite,
    summary: "Removes one of the signed-in customer's saved searches; 404 for anyone else's",
    params: favoriteIdParams,
    query: languageQuery,
    response: z.array(favoriteSchema),
  }),
  getFavoriteAlert: endpoint({
    ...routes.getFavoriteAlert,
    summary: "The saved search an alert mail's unsubscribe link names; 404 for an unknown token",
    params: tokenParams,
    response: favoriteAlertSchema,
  }),
  postFavoriteAlertUnsubscribe: endpoint({
    ...routes.postFavoriteAlertUnsubscribe,
    summary:
      'Stops the alert mails of the saved search the token names, without signing in (the one-click unsubscribe of RFC 8058)',
    params: tokenParams,
    response: favoriteAlertSchema,
  }),
} as const;
