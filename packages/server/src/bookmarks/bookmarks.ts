/**
 * The Merkzettel (docs/entities-and-states.md, Bookmark): the courses a customer keeps for later,
 * per domain. Each bookmark shows its course as the search lists it, with the next bookable date
 * and the lowest price reckoned as a search without filters on the same domain reckons them
 * (search/course-search.ts), so the list and the results never disagree.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  maxBookmarks,
  searchQuerySchema,
  type Bookmark,
  type BookmarkList,
  type SearchCourseSummary,
} from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { bookmarks, courses, customers } from '../db/schema.ts';
import type { SearchContext } from '../search/course-search.ts';
import { courseSummary } from '../search/course-summary.ts';
import { plan } from '../search/filter-plan.ts';
import { pageStatement } from '../search/result-page.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** Whose list: a customer's on one domain. */
export interface BookmarkOwner {
  customerId: string;
  domain: string;
}

const ownedBy = (owner: BookmarkOwner) =>
  and(eq(bookmarks.customerId, owner.customerId), eq(bookmarks.domain, owner.domain));

/** The courses of `ids` as the search lists them without filters, by id. */
async function summariesOf(
  context: SearchContext,
  ids: number[],
): Promise<Map<number, SearchCourseSummary>> {
  if (ids.length === 0) return new Map();
  const unfiltered = await plan(context, searchQuerySchema.parse({}), null);
  const rows = await pageStatement(context, unfiltered).execute({ ids: `{${ids.join(',')}}` });
  return new Map(rows.map((row) => [row.id, courseSummary(row)]));
}

async function withCourses(
  context: SearchContext,
  rows: { id: string; courseId: number; createdAt: Date }[],
): Promise<Bookmark[]> {
  const summaries = await summariesOf(
    context,
    rows.map((row) => row.courseId),
  );
  return rows.flatMap((row) => {
    const course = summaries.get(row.courseId);
    return course
      ? [{ id: row.id, courseId: row.courseId, createdAt: row.createdAt.toISOString(), course }]
      : [];
  });
}

const columns = { id: bookmarks.id, courseId: bookmarks.courseId, createdAt: bookmarks.createdAt };

/** The owner's bookmarks, newest first. */
export async function listBookmarks(
  db: Db,
  context: SearchContext,
  owner: BookmarkOwner,
): Promise<Bookmark[]> {
  const rows = await db
    .select(columns)
    .from(bookmarks)
    .where(ownedBy(owner))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return withCourses({ ...context, db }, rows);
}

/** One of the owner's bookmarks, or null when the owner has none by that id. */
export async function findBookmark(
  db: Db,
  context: SearchContext,
  owner: BookmarkOwner,
  id: string,
): Promise<Bookmark | null> {
  const rows = await db
    .select(columns)
    .from(bookmarks)
    .where(and(ownedBy(owner), eq(bookmarks.id, id)));
  const [found] = await withCourses({ ...context, db }, rows);
  return found ?? null;
}

/**
 * Puts the courses of `courseIds` on the owner's list, in one transaction with the customer's
 * row locked, so that two calls at once count against the same limit: a course already there
 * stays as it was, one that does not exist is `NOT_FOUND`, one beyond `maxBookmarks` is
 * `LIMIT_REACHED`. The first of the list is the newest.
 */
export async function addBookmarks(
  db: Db,
  context: SearchContext,
  owner: BookmarkOwner,
  courseIds: number[],
  now: Date,
): Promise<BookmarkList> {
  const wanted = [...new Set(courseIds)];
  const notAdded: BookmarkList['notAdded'] = [];
  await withUnitOfWork(db, async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, owner.customerId))
      .for('update');
    const existing = new Set(
      (await tx.select({ courseId: bookmarks.courseId }).from(bookmarks).where(ownedBy(owner))).map(
        (row) => row.courseId,
      ),
    );
    const known = new Set(
      (await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, wanted))).map(
        (row) => row.id,
      ),
    );
    let room = maxBookmarks - existing.size;
    const added: number[] = [];
    for (const courseId of wanted) {
      if (existing.has(courseId)) continue;
      if (!known.has(courseId)) notAdded.push({ courseId, code: 'NOT_FOUND' });
      else if (room <= 0) notAdded.push({ courseId, code: 'LIMIT_REACHED' });
      else {
        added.push(courseId);
        room -= 1;
      }
    }
    if (added.length === 0) return;
    // The first asked for is the newest: later ids get earlier times, a millisecond apart.
    await tx
      .insert(bookmarks)
      .values(
        added.map((courseId, index) => ({
          ...owner,
          courseId,
          createdAt: new Date(now.getTime() - index),
        })),
      )
      .onConflictDoNothing();
  });
  return { bookmarks: await listBookmarks(db, context, owner), notAdded };
}

/** Removes one of the owner's bookmarks; false when the owner has none by that id. */
export async function removeBookmark(db: Db, owner: BookmarkOwner, id: string): Promise<boolean> {
  const removed = await db
    .delete(bookmarks)
    .where(and(ownedBy(owner), eq(bookmarks.id, id)))
    .returning({ id: bookmarks.id });
  return removed.length > 0;
}
