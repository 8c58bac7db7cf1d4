import { asc } from 'drizzle-orm';
import type { Locale, MessagesResponse } from '@kursmarkt/schemas';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { scopeCategories, scopes } from './db/schema.ts';
import type { Domain } from './domains/load.ts';

type ScopeLists = Pick<MessagesResponse, 'lawyerScopes' | 'renoScopes' | 'scopeCategories'>;

/**
 * The catalogue's scope lists per language, read once a minute at most (by the app's clock):
 * every page inlines them and they change only when the catalogue is edited.
 */
export function createScopeLists(db: Db, clock: Clock, ttlMs = 60_000) {
  const cache = new Map<Locale, { at: number; value: Promise<ScopeLists> }>();
  async function load(language: Locale): Promise<ScopeLists> {
    const [scopeRows, categoryRows] = await Promise.all([
      db.select().from(scopes),
      db.select().from(scopeCategories).orderBy(asc(scopeCategories.position)),
    ]);
    const name = (row: { nameDe: string; nameEn: string }) =>
      language === 'de' ? row.nameDe : row.nameEn;
    // Dictionary order of the language, the same on PGlite and PostgreSQL whatever their collation.
    const collator = new Intl.Collator(language);
    scopeRows.sort((a, b) => collator.compare(name(a), name(b)));
    return {
      lawyerScopes: scopeRows
        .filter((s) => s.searchType !== 'RENO')
        .map((s) => ({ id: s.id, name: name(s), top: s.top })),
      renoScopes: scopeRows
        .filter((s) => s.searchType === 'RENO')
        .map((s) => ({ id: s.id, name: name(s), top: s.top })),
      scopeCategories: categoryRows.map((category) => ({
        id: category.id,
        name: name(category),
        scopeIds: scopeRows.filter((s) => s.categoryId === category.id).map((s) => s.id),
      })),
    };
  }
  return (language: Locale) => {
    const hit = cache.get(language);
    const now = clock.now().getTime();
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load(language);
    value.catch(() => cache.delete(language));
    cache.set(language, { at: now, value });
    return value;
  };
}
export type ScopeListsLoader = ReturnType<typeof createScopeLists>;

/** What `GET /api/messages` answers and what the HTML shell inlines. */
export async function messagesFor(
  domain: Domain,
  language: Locale,
  scopeLists: ScopeListsLoader,
): Promise<MessagesResponse> {
  const own = domain.messages[language] ?? domain.messages[domain.config.locales[0]!]!;
  const { $schema: _schema, ...texts } = own;
  return { ...texts, language, ...(await scopeLists(language)) };
}
