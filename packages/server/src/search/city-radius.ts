import { sql } from 'drizzle-orm';
import { defaultSearchRadius, type SearchQuery } from '@kursmarkt/schemas';
import { queryRows } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { SearchContext } from './course-search.ts';
import { frozenThrough } from './result-cache.ts';

export interface Origin {
  id: number;
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** The cities within the radius (the searched one included). */
  nearIds: number[];
}

/**
 * The searched city and the ids of the cities within the radius, or a 400 naming
 * `query.cityId` when there is no such city. The ids go into the search as a list: the planner
 * then knows how many schedules they hold, which it cannot guess for a distance condition.
 * With a cache and the catalogue's `version` (which every change of a city raises), they are
 * kept for that version.
 */
export async function originOf(
  context: SearchContext,
  query: SearchQuery,
  version: number | null,
): Promise<Origin | null> {
  const { cityId } = query;
  if (cityId === undefined) return null;
  const radiusKm = query.radius ?? defaultSearchRadius;
  if (!context.cache || version === null) return lookUpOrigin(context, cityId, radiusKm);
  return context.cache.origins.resolve(`${cityId}:${radiusKm}`, version, async () =>
    frozenThrough(await lookUpOrigin(context, cityId, radiusKm)),
  );
}

async function lookUpOrigin(
  context: SearchContext,
  cityId: number,
  radiusKm: number,
): Promise<Origin> {
  const [city] = await queryRows<{
    id: number;
    latitude: number;
    longitude: number;
    nearIds: number[];
  }>(
    context.db,
    sql`select c.id, c.latitude::float8 as latitude, c.longitude::float8 as longitude,
          array(select near.id from cities near
                where earth_distance(ll_to_earth(c.latitude, c.longitude),
                                     ll_to_earth(near.latitude, near.longitude))
                      <= ${radiusKm * 1000}::float8
                order by near.id) as "nearIds"
        from cities c where c.id = ${cityId}`,
  );
  if (!city) {
    throw new AppError('BAD_REQUEST', 'The query is not valid.', [
      { path: 'query.cityId', code: 'NOT_ALLOWED', message: 'is not a known city' },
    ]);
  }
  return { ...city, radiusKm };
}
