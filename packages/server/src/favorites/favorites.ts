/**
 * The Suchfavoriten (docs/entities-and-states.md, Suchfavorit): the searches a customer keeps,
 * per domain, each with an opt-in for a daily mail of the courses that newly match (alerts.ts)
 * and the token of that mail's unsubscribe link. A saved scope or city that no longer exists is
 * left out when the search is shown or runs, and named in `dropped`.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  maxFavorites,
  type Favorite,
  type FavoriteAlert,
  type FavoriteDroppedPart,
  type FavoriteSearch,
  type Locale,
} from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { cities, courseSchedules, customers, favorites, scopes } from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError } from '../errors.ts';

/** Whose saved searches: a customer's on one domain. */
export interface FavoriteOwner {
  customerId: string;
  domain: string;
}

const ownedBy = (owner: FavoriteOwner) =>
  and(eq(favorites.customerId, owner.customerId), eq(favorites.domain, owner.domain));

/** A saved search as it runs today: without the scope or city that no longer exists. */
export interface RunnableSearch {
  search: FavoriteSearch;
  dropped: FavoriteDroppedPart[];
  scopeName: string | null;
  cityName: string | null;
}

/** The saved searches of `saved` as they run today, in their order. */
export async function runnableSearches(
  db: Db | Transaction,
  saved: FavoriteSearch[],
  language: Locale,
): Promise<RunnableSearch[]> {
  const scopeIds = [...new Set(saved.flatMap((search) => search.scope ?? []))];
  const cityIds = [...new Set(saved.flatMap((search) => search.cityId ?? []))];
  const scopeNames = new Map(
    scopeIds.length === 0
      ? []
      : (
          await db
            .select({ id: scopes.id, de: scopes.nameDe, en: scopes.nameEn })
            .from(scopes)
            .where(inArray(scopes.id, scopeIds))
        ).map((row) => [row.id, language === 'en' ? row.en : row.de]),
  );
  const cityNames = new Map(
    cityIds.length === 0
      ? []
      : (
          await db
            .select({ id: cities.id, name: cities.name })
            .from(cities)
            .where(inArray(cities.id, cityIds))
        ).map((row) => [row.id, row.name]),
  );
  return saved.map((stored) => {
    const search = { ...stored };
    const dropped: FavoriteDroppedPart[] = [];
    if (search.scope !== undefined && !scopeNames.has(search.scope)) {
      delete search.scope;
      dropped.push('scope');
    }
    if (search.cityId !== undefined && !cityNames.has(search.cityId)) {
      delete search.cityId;
      delete search.radius;
      dropped.push('city');
    }
    return {
      search,
      dropped,
      scopeName: search.scope === undefined ? null : scopeNames.get(search.scope)!,
      cityName: search.cityId === undefined ? null : cityNames.get(search.cityId)!,
    };
  });
}

/** The owner's saved searches, newest first. */
export async function listFavorites(
  db: Db,
  owner: FavoriteOwner,
  language: Locale,
): Promise<Favorite[]> {
  const rows = await db
    .select({
      id: favorites.id,
      name: favorites.name,
      search: favorites.search,
      alerts: favorites.alerts,
      createdAt: favorites.createdAt,
    })
    .from(favorites)
    .where(ownedBy(owner))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  const runnable = await runnableSearches(
    db,
    rows.map((row) => row.search),
    language,
  );
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    ...runnable[index]!,
    alerts: row.alerts,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The highest course date id: dates published later have higher ids. */
export async function latestScheduleId(db: Db | Transaction): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${courseSchedules.id}), 0)::int` })
    .from(courseSchedules);
  return row!.id;
}

/** What `PUT /api/favorites` saves: a new search without `id`, else a change of the owner's. */
export interface FavoriteInput {
  id?: string | undefined;
  name: string;
  search: FavoriteSearch;
  alerts: boolean;
}

/**
 * Saves a search of the owner, in one transaction with the customer's row locked so that two
 * calls at once count against the same limit: a new one (at most `maxFavorites`, else 409
 * `CONFLICT`), or a change of the one `input.id` names; false when the owner has none by that
 * id. Alerts count the dates published after they were turned on.
 */
export async function saveFavorite(
  db: Db,
  owner: FavoriteOwner,
  input: FavoriteInput,
  now: Date,
): Promise<boolean> {
  return withUnitOfWork(db, async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, owner.customerId))
      .for('update');
    const values = { name: input.name, search: input.search, alerts: input.alerts };
    if (input.id !== undefined) {
      const [current] = await tx
        .select({ alerts: favorites.alerts })
        .from(favorites)
        .where(and(ownedBy(owner), eq(favorites.id, input.id)));
      if (!current) return false;
      const turnedOn = input.alerts && !current.alerts;
      await tx
        .update(favorites)
        .set({
          ...values,
          ...(turnedOn ? { checkedScheduleId: await latestScheduleId(tx) } : {}),
        })
        .where(eq(favorites.id, input.id));
      return true;
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(ownedBy(owner));
    if (count!.n >= maxFavorites) {
      throw new AppError('CONFLICT', `At most ${maxFavorites} searches can be saved.`);
    }
    await tx.insert(favorites).values({
      ...owner,
      ...values,
      alertToken: randomBytes(32).toString('base64url'),
      checkedScheduleId: await latestScheduleId(tx),
      createdAt: now,
    });
    return true;
  });
}

/** Removes one of the owner's saved searches; false when the owner has none by that id. */
export async function removeFavorite(db: Db, owner: FavoriteOwner, id: string): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(ownedBy(owner), eq(favorites.id, id)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}

const alertColumns = { name: favorites.name, alerts: favorites.alerts };

/** The saved search an unsubscribe link's token names, or null for an unknown token. */
export async function findFavoriteAlert(db: Db, token: string): Promise<FavoriteAlert | null> {
  const [found] = await db
    .select(alertColumns)
    .from(favorites)
    .where(eq(favorites.alertToken, token));
  return found ?? null;
}

/** Stops the alert mails of the saved search the token names; null for an unknown token. */
export async function unsubscribeFavoriteAlert(
  db: Db,
  token: string,
): Promise<FavoriteAlert | null> {
  const [changed] = await db
    .update(favorites)
    .set({ alerts: false })
    .where(eq(favorites.alertToken, token))
    .returning(alertColumns);
  return changed ?? null;
}
