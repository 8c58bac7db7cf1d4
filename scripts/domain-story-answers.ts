/**
 * The API answers the domain stories are shown with (site/src/domain-stories): for every domain
 * folder and language, what its start page, its search results page and one course page ask the
 * API, answered by the real server over the demo catalogue (packages/server/src/seed), seeded
 * into an in-memory database on a fixed day, so the answers are the same on every machine.
 * `npm run domain:stories` writes them; a test fails while the written ones are out of date.
 */
import {
  coursesOverviewKey,
  createApiClient,
  getCoursesOverview,
  getOrganizers,
  loadFallback,
  organizersKey,
  type DataRequest,
  type SearchResult,
} from '@kursmarkt/api';
import { formatIssue, type Locale, type ModuleEntry } from '@kursmarkt/schemas';
import type { FastifyInstance } from 'fastify';
import { unstable_serialize } from 'swr';
import { buildApp } from '../packages/server/src/app.ts';
import { createDatabase } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import { seedDatabase } from '../packages/server/src/seed/index.ts';
import { loadDomains } from '../packages/server/src/domains/load.ts';
import type { BootData } from '../site/src/boot.ts';
import {
  searchPath,
  storyDay,
  storyNow,
  type RecordedAnswers,
} from '../site/src/domain-stories/story-pages.ts';
import { routeRequests } from '../site/src/route-data.ts';

/**
 * What start-page modules ask for after they are shown, beyond what the start page loads first
 * (route-data.ts): the organizers list and an education provider's dates of the current year.
 */
function moduleRequests(modules: readonly ModuleEntry[], year: number): DataRequest[] {
  return modules.flatMap((module): DataRequest[] => {
    if (module.name === 'ORGANIZER_INFO') {
      return [{ key: organizersKey(), load: (client) => getOrganizers(client) }];
    }
    if (module.name === 'EDUCATION_PROVIDER_COURSES') {
      const { organizerId } = module.config;
      return [
        {
          key: coursesOverviewKey(year, true, organizerId),
          load: (client) => getCoursesOverview(client, year, true, organizerId),
        },
      ];
    }
    return [];
  });
}

/** A fetch answered by the app's own routes for `host`, in `language`, as a browser there. */
function appFetch(app: FastifyInstance, host: string, language: Locale): typeof fetch {
  return async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: {
        ...Object.fromEntries(new Headers(init?.headers)),
        host,
        cookie: `lang=${language}`,
      },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Loads every request; a request that fails is an error here, not a gap in a story. */
async function answersOf(
  client: ReturnType<typeof createApiClient>,
  requests: readonly DataRequest[],
  what: string,
) {
  const answers = await loadFallback(client, requests);
  const missing = requests.filter((request) => !(unstable_serialize(request.key) in answers));
  if (missing.length > 0) {
    throw new Error(
      `${what}: the server did not answer ${missing.map((request) => unstable_serialize(request.key)).join(', ')}`,
    );
  }
  return answers;
}

/** Records the answers of every domain folder below `domainsDir` (see the file's comment). */
export async function recordDomainAnswers(domainsDir: string): Promise<RecordedAnswers> {
  const { domains, issues } = await loadDomains(domainsDir);
  if (issues.length > 0) throw new Error(issues.map(formatIssue).join('\n'));
  const database = await createDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { referenceDate: storyDay });
    const now = new Date(storyNow);
    const app = await buildApp({
      database,
      domains,
      clock: { now: () => new Date(now) },
      mailer: {
        send: async () => {
          throw new Error('Recording the stories’ answers sends no mail.');
        },
      },
    });
    try {
      const recorded: RecordedAnswers = {
        now: storyNow,
        scopeLists: {},
        domains: {},
      };
      for (const domain of domains) {
        const { id, hosts, locales } = domain.config;
        recorded.domains[id] = {};
        for (const language of locales) {
          const client = createApiClient({
            fetch: appFetch(app, hosts[0]!, language),
            language: () => language,
            retryDelay: () => 0,
          });
          // Parsed by the contract; the modules' configs are typed by name as the site reads them.
          const configuration = (await client.request('getConfiguration', {
            query: { language },
          })) as BootData['configuration'];
          const messages = await client.request('getMessages', { query: { language } });
          const { lawyerScopes, renoScopes, scopeCategories } = messages;
          recorded.scopeLists[language] = { lawyerScopes, renoScopes, scopeCategories };
          const boot: BootData = { configuration, messages, consentAnswered: true };
          const where = `${id} (${language})`;

          const start = await answersOf(
            client,
            [
              ...routeRequests('/', boot),
              ...moduleRequests(configuration.modules, Number(storyDay.slice(0, 4))),
            ],
            `${where}: start page`,
          );
          const searchRequests = routeRequests(searchPath, boot);
          const search = await answersOf(client, searchRequests, `${where}: search results`);
          const [firstPage] = search[unstable_serialize(searchRequests[0]!.key)] as SearchResult[];
          const course = firstPage?.courses[0];
          if (!course) throw new Error(`${where}: the search results page finds no course`);
          const coursePath = course.detailPath;
          recorded.domains[id][language] = {
            coursePath,
            start,
            search,
            course: await answersOf(client, routeRequests(coursePath, boot), `${where}: course`),
          };
        }
      }
      return recorded;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
