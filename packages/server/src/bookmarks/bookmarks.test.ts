// @vitest-environment node
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkListSchema, bookmarkSchema, maxBookmarks } from '@kursmarkt/schemas';
import {
  bodyOf,
  errorOf,
  newCustomer,
  openCartTestApp,
  reno,
  type CartTestApp,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';

describe.each(testDatabaseTargets())('the Merkzettel on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a bookmarked course with its next bookable date and lowest price, newest first', async () => {
    const anna = newCustomer('Anna');
    bodyOf(
      await t.call('PUT', '/api/bookmarks', {
        person: anna,
        payload: { courseIds: [t.ids.online.courseId] },
      }),
    );
    const before = t.clock.now();
    t.clock.set(new Date(before.getTime() + 60_000));
    const answer = bookmarkListSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/bookmarks', {
          person: anna,
          payload: { courseIds: [t.ids.present.courseId] },
        }),
      ),
    );
    t.clock.set(before);
    expect(answer.notAdded).toEqual([]);
    expect(answer.bookmarks.map((bookmark) => bookmark.courseId)).toEqual([
      t.ids.present.courseId,
      t.ids.online.courseId,
    ]);
    const online = answer.bookmarks[1]!;
    // The April date is the first of the online course the search offers on 10 March 2027.
    expect(online.course.nextSchedule?.id).toBe(t.ids.online.april);
    expect(online.course.priceFrom).toEqual(expect.any(Number));

    const listed = bodyOf(await t.call('GET', '/api/bookmarks', { person: anna }));
    expect(listed).toEqual(answer.bookmarks);
    const one = bookmarkSchema.parse(
      bodyOf(await t.call('GET', `/api/bookmarks/${online.id}`, { person: anna })),
    );
    expect(one).toEqual(online);
  });

  it('shows a bookmarked course’s next date as the search shows it', async () => {
    const ben = newCustomer('Ben');
    const [bookmark] = bookmarkListSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/bookmarks', {
          person: ben,
          payload: { courseIds: [t.ids.online.courseId] },
        }),
      ),
    ).bookmarks;
    const search = bodyOf(await t.call('GET', '/api/search?limit=50'));
    const found = search.courses.find(
      (course: { id: number }) => course.id === t.ids.online.courseId,
    );
    expect(bookmark!.course).toEqual(found);
  });

  it('leaves a course already on the list as it was and says which it could not add', async () => {
    const carla = newCustomer('Carla');
    const first = bookmarkListSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/bookmarks', {
          person: carla,
          payload: { courseIds: [t.ids.family.courseId] },
        }),
      ),
    );
    const again = bookmarkListSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/bookmarks', {
          person: carla,
          payload: { courseIds: [t.ids.family.courseId, 999_999, t.ids.family.courseId] },
        }),
      ),
    );
    expect(again.bookmarks).toEqual(first.bookmarks);
    expect(again.notAdded).toEqual([{ courseId: 999_999, code: 'NOT_FOUND' }]);
  });

  it(`keeps at most ${maxBookmarks} courses and says which were over the limit`, async () => {
    const dora = newCustomer('Dora');
    const db = t.database.database.db;
    const [organizer] = await db.select().from(schema.organizers).limit(1);
    const extra = await db
      .insert(schema.courses)
      .values(
        Array.from({ length: maxBookmarks }, (_, index) => ({
          slug: `merk-${index}`,
          name: `Merkkurs ${index}`,
          descriptionDe: '',
          descriptionEn: '',
          courseType: 'ONLINE' as const,
          searchType: 'EDUCATION' as const,
          category: 'online-seminar' as const,
          durationValue: 1,
          organizerId: organizer!.id,
        })),
      )
      .returning({ id: schema.courses.id });
    const ids = extra.map((row) => row.id);
    const full = bookmarkListSchema.parse(
      bodyOf(await t.call('PUT', '/api/bookmarks', { person: dora, payload: { courseIds: ids } })),
    );
    expect(full.bookmarks).toHaveLength(maxBookmarks);
    const over = bookmarkListSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/bookmarks', {
          person: dora,
          payload: { courseIds: [t.ids.online.courseId] },
        }),
      ),
    );
    expect(over.notAdded).toEqual([{ courseId: t.ids.online.courseId, code: 'LIMIT_REACHED' }]);
    await db.delete(schema.courses).where(inArray(schema.courses.id, ids));
  });

  it('removes a bookmark and answers the list without it', async () => {
    const emil = newCustomer('Emil');
    const { bookmarks } = bookmarkListSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/bookmarks', {
          person: emil,
          payload: { courseIds: [t.ids.online.courseId, t.ids.family.courseId] },
        }),
      ),
    );
    const removed = bookmarkListSchema.parse(
      bodyOf(await t.call('DELETE', `/api/bookmarks/${bookmarks[0]!.id}`, { person: emil })),
    );
    expect(removed.bookmarks).toEqual([bookmarks[1]]);
    errorOf(await t.call('DELETE', `/api/bookmarks/${bookmarks[0]!.id}`, { person: emil }), 404);
  });

  it('refuses a list that is not course ids with the field’s path', async () => {
    const error = errorOf(
      await t.call('PUT', '/api/bookmarks', {
        person: newCustomer(),
        payload: { courseIds: [1, 'zwei'] },
      }),
      422,
    );
    expect(error.details).toEqual([
      expect.objectContaining({ path: 'body.courseIds.1', code: 'WRONG_TYPE' }),
    ]);
    const empty = errorOf(
      await t.call('PUT', '/api/bookmarks', { person: newCustomer(), payload: { courseIds: [] } }),
      422,
    );
    expect(empty.details?.[0]?.path).toBe('body.courseIds');
  });

  it('keeps another customer out of a bookmark: 404, and the bookmark stays', async () => {
    const anna = newCustomer('Anna');
    const jonas = newCustomer('Jonas');
    const [bookmark] = bookmarkListSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/bookmarks', {
          person: anna,
          payload: { courseIds: [t.ids.online.courseId] },
        }),
      ),
    ).bookmarks;
    errorOf(await t.call('GET', `/api/bookmarks/${bookmark!.id}`, { person: jonas }), 404);
    errorOf(await t.call('DELETE', `/api/bookmarks/${bookmark!.id}`, { person: jonas }), 404);
    expect(bodyOf(await t.call('GET', '/api/bookmarks', { person: jonas }))).toEqual([]);
    expect(bodyOf(await t.call('GET', '/api/bookmarks', { person: anna }))).toEqual([bookmark]);
  });

  it('keeps each domain’s list apart', async () => {
    const anna = newCustomer('Anna');
    bodyOf(
      await t.call('PUT', '/api/bookmarks', {
        person: anna,
        payload: { courseIds: [t.ids.online.courseId] },
      }),
    );
    expect(bodyOf(await t.call('GET', '/api/bookmarks', { person: anna, host: reno }))).toEqual([]);
  });

  it('does not exist on a domain without the feature BOOKMARK', async () => {
    errorOf(await t.call('GET', '/api/bookmarks', { host: 'lumen-akademie.test' }), 404);
  });

  it('asks for a sign-in without credentials', async () => {
    errorOf(await t.call('GET', '/api/bookmarks'), 401);
  });
});
