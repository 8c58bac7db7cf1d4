import { z } from 'zod';
import { maxBookmarks, maxId } from '../rules/index.ts';
import { endpoint } from './common.ts';
import { bookmarkRoutes as routes } from './routes-bookmarks.ts';
import { searchCourseSummarySchema } from './search.ts';

const courseId = z.number().int().positive().max(maxId);

/**
 * A course on the customer's Merkzettel (docs/entities-and-states.md): the course as the search
 * lists it, its next bookable date and lowest price reckoned as a search without filters would.
 */
export const bookmarkSchema = z.strictObject({
  id: z.uuid(),
  courseId,
  /** When it was bookmarked (ISO 8601); the list is newest first. */
  createdAt: z.iso.datetime({ offset: true }),
  course: searchCourseSummarySchema,
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** Why a course was not put on the Merkzettel. */
export const bookmarkRefusals = ['NOT_FOUND', 'LIMIT_REACHED'] as const;

/** The answer of a change: the whole list after it, and the courses it could not add. */
export const bookmarkListSchema = z.strictObject({
  bookmarks: z.array(bookmarkSchema),
  notAdded: z.array(z.strictObject({ courseId, code: z.enum(bookmarkRefusals) })),
});
export type BookmarkList = z.infer<typeof bookmarkListSchema>;

const languageQuery = z.strictObject({ language: z.string().max(10).optional() });
const bookmarkIdParams = z.strictObject({ id: z.uuid() });

/** The Merkzettel calls, by name. */
export const bookmarkEndpoints = {
  getBookmarks: endpoint({
    ...routes.getBookmarks,
    summary: "The signed-in customer's bookmarked courses on this domain, newest first",
    query: languageQuery,
    response: z.array(bookmarkSchema),
  }),
  putBookmarks: endpoint({
    ...routes.putBookmarks,
    summary:
      'Bookmarks courses (one from a toggle, or a guest’s list at sign-in); a course already on the list stays as it was',
    query: languageQuery,
    body: z.strictObject({ courseIds: z.array(courseId).min(1).max(maxBookmarks) }),
    bodyLimit: 4 * 1024,
    response: bookmarkListSchema,
  }),
  getBookmark: endpoint({
    ...routes.getBookmark,
    summary: "One of the signed-in customer's bookmarks; 404 for anyone else's",
    params: bookmarkIdParams,
    query: languageQuery,
    response: bookmarkSchema,
  }),
  deleteBookmark: endpoint({
    ...routes.deleteBookmark,
    summary: "Removes one of the signed-in customer's bookmarks; 404 for anyone else's",
    params: bookmarkIdParams,
    query: languageQuery,
    response: bookmarkListSchema,
  }),
} as const;
