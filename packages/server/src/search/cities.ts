/**
 * Cities for the search widget (docs/routes-and-screens.md; docs/rules.md, validation): suggestions for a typed name, the
 * list of all cities and one city with its coordinates.
 *
 * Suggestions fold case, umlauts and ß on both sides with the SQL functions `city_fold_ae`
 * ('Köln' → 'koeln') and `city_fold_plain` ('Köln' → 'koln') from migration 0003_course_search
 * (PGlite has no `unaccent`), and compare both foldings: 'koel', 'Köln' and 'koln' find Köln,
 * 'muenchen' and 'Munchen' find München, 'giessen' finds Gießen. Ranking: names starting with
 * the input, then names containing it, then similar names (pg_trgm `similarity() > 0.3`; never
 * the `%` operator, which misbehaves on PGlite).
 */
import { sql } from 'drizzle-orm';
import { maxCitySuggestions, type SearchCity, type SearchCityDetail } from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { byGerman } from './german-order.ts';

/** Escapes LIKE's wildcards so that typed '%' and '_' match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export async function suggestCities(db: Db, input: string): Promise<SearchCity[]> {
  const text = input.trim();
  const pattern = likeEscaped(text);
  const ae = sql`city_fold_ae(name)`;
  const plain = sql`city_fold_plain(name)`;
  const startsWith = sql`(${ae} like city_fold_ae(${pattern}) || '%'
                          or ${plain} like city_fold_plain(${pattern}) || '%')`;
  const contains = sql`(${ae} like '%' || city_fold_ae(${pattern}) || '%'
                        or ${plain} like '%' || city_fold_plain(${pattern}) || '%')`;
  const score = sql`greatest(similarity(${ae}, city_fold_ae(${text})),
                             similarity(${plain}, city_fold_plain(${text})))`;
  const rows = await queryRows<SearchCity & { tier: number; score: number }>(
    db,
    sql`select id, name, state,
          case when ${startsWith} then 0 when ${contains} then 1 else 2 end as tier,
          ${score}::float8 as score
        from cities
        where ${contains} or ${score} > 0.3
        order by tier, score desc, name, id
        limit ${maxCitySuggestions}`,
  );
  return rows.map(({ id, name, state }) => ({ id, name, state }));
}

/** Every city, sorted in JavaScript: the database collation differs between PGlite and PostgreSQL. */
export async function listCities(db: Db): Promise<SearchCity[]> {
  const rows = await queryRows<SearchCity>(db, sql`select id, name, state from cities`);
  return rows.sort((a, b) => byGerman(a.name, b.name) || a.id - b.id);
}

export async function findCity(db: Db, id: number): Promise<SearchCityDetail> {
  const [row] = await queryRows<SearchCityDetail>(
    db,
    sql`select id, name, state, latitude::float8 as latitude, longitude::float8 as longitude
        from cities where id = ${id}`,
  );
  if (!row) throw notFound(`The city ${id}`);
  return row;
}
