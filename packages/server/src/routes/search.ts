import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { languageOf } from '../plugins/domain.ts';
import { findCity, listCities, suggestCities } from '../search/cities.ts';
import { germanToday } from '../german-today.ts';
import { searchCourses } from '../search/course-search.ts';
import { createSearchCache } from '../search/result-cache.ts';
import { route } from './contract.ts';

export type SearchRouteDeps = {
  db: Db;
  /**
   * Today as 'YYYY-MM-DD': schedules that ended before it are not found. Default: the day in
   * Germany by the app's clock. Tests pass a fixed day to search the seeded catalogue.
   */
  today?: () => string;
};

/** The search calls of the contract. */
export function registerSearchRoutes(app: FastifyInstance, deps: SearchRouteDeps) {
  const { db } = deps;
  const today = deps.today ?? (() => germanToday(app.clock.now()));
  const cache = createSearchCache();

  route(app, 'search', async (request) =>
    searchCourses(
      {
        db,
        language: languageOf(request, request.query.language),
        today: today(),
        offered: {
          types: request.domain.config.types,
          courseTypes: request.domain.config.courseTypes,
        },
        cache,
      },
      request.query,
    ),
  );

  route(app, 'suggestCity', async (request) => suggestCities(db, request.query.input));

  route(app, 'getCities', async () => listCities(db));

  route(app, 'getCity', async (request) => findCity(db, request.params.id));
}
