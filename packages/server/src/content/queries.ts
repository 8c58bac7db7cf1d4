/**
 * The content reads and writes of the storefront: content pages, FAQ, chambers and the contact
 * form's requests, shaped as the contract in schemas/src/api/content.ts describes them.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Chamber, ContentKey, ContentPage, FaqEntry, Locale } from '@kursmarkt/schemas';
import type { Db, Transaction } from '../db/client.ts';
import { chambers, contactRequests, contentPages, faqEntries } from '../db/schema.ts';

/** A content page in a language; undefined when it has none. */
export async function loadContentPage(
  db: Db | Transaction,
  key: ContentKey,
  language: Locale,
): Promise<ContentPage | undefined> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), eq(contentPages.language, language)));
  if (!row) return undefined;
  return {
    key: row.key,
    language: row.language,
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A content page's title and body in a language as one JSON value, null when it has none: SQL for
 * the select of a statement that reads the page beside what it reads anyway.
 */
export const contentPageSql = (key: ContentKey, language: Locale) =>
  sql<{ title: string; body: string } | null>`(select json_build_object('title', p.title,
    'body', p.body) from ${contentPages} p where p.key = ${key} and p.language = ${language})`;

// Sorted here, not by the database: PGlite and a C-locale PostgreSQL order by byte value
// ("Rechtsanwaltskammer beim …" after "… Tübingen"), a German reader expects dictionary order.
const byGermanName = new Intl.Collator('de').compare;

/** The bar associations in German dictionary order. */
export async function loadChambers(db: Db): Promise<Chamber[]> {
  return (await db.select().from(chambers)).sort((a, b) => byGermanName(a.name, b.name));
}

/** The FAQ of a language, by category and position. */
export async function loadFaq(db: Db, language: Locale): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.language, language))
    .orderBy(asc(faqEntries.category), asc(faqEntries.position));
  return rows.map(({ id, category, question, answer }) => ({ id, category, question, answer }));
}

/** Keeps a message of the contact form for the domain's operator. */
export async function saveContactRequest(
  db: Db,
  request: { domain: string; name: string; email: string; subject: string; message: string },
) {
  await db.insert(contactRequests).values(request);
}
