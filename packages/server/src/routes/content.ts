import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConfigurationResponse, ContentKey } from '@kursmarkt/schemas';
import { receiveContactRequest } from '../content/contact.ts';
import { loadChambers, loadContentPage, loadFaq } from '../content/queries.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { messagesFor, type ScopeListsLoader } from '../messages.ts';
import { languageOf, publicOriginOf } from '../plugins/domain.ts';
import { route } from './contract.ts';

/** The storefront's public pages that every domain has. */
const staticPaths = [
  '/',
  '/faq',
  '/veranstalter-informationen',
  '/agb',
  '/datenschutz',
  '/partner',
  '/fachanwaltsordnung',
  '/impressum',
  '/ueber-uns',
  '/kontakt',
  '/barrierefreiheit',
];

/** The configuration the browser sees: everything but the theme internals and the seller. */
export function configurationFor(
  request: FastifyRequest,
  query: { aid?: string; language?: string },
) {
  const {
    $schema: _schema,
    customTheme: _custom,
    seller: _seller,
    ...config
  } = request.domain.config as typeof request.domain.config & {
    $schema?: string;
  };
  const affiliate = query.aid && /^[A-Za-z0-9_-]{1,64}$/.test(query.aid) ? query.aid : null;
  const authority = request.server.identity?.authorityOf(request);
  return {
    ...config,
    language: languageOf(request, query.language),
    affiliate,
    ...(authority ? { authority } : {}),
  } satisfies ConfigurationResponse;
}

export function registerContentRoutes(
  app: FastifyInstance,
  { db, scopeLists }: { db: Db; scopeLists: ScopeListsLoader },
) {
  route(app, 'getConfiguration', async (request) => configurationFor(request, request.query));

  route(app, 'getMessages', async (request) =>
    messagesFor(request.domain, languageOf(request, request.query.language), scopeLists),
  );

  async function page(request: FastifyRequest, key: ContentKey, language?: string) {
    const found = await loadContentPage(db, key, languageOf(request, language));
    if (!found) throw notFound(`The content page ${key}`);
    return found;
  }
  route(app, 'getContent', async (request) =>
    page(request, request.params.key, request.query.language),
  );
  route(app, 'getDataProtection', async (request) =>
    page(request, 'dataprotection', request.query.language),
  );
  route(app, 'getTerms', async (request) => page(request, 'terms', request.query.language));

  route(app, 'getSitemap', async (request) => {
    const origin = publicOriginOf(request);
    const categories = request.domain.config.modules.flatMap((module) =>
      module.name === 'CATEGORIES' ? module.config.items.map((item) => `/${item.route}`) : [],
    );
    return {
      urls: [...new Set([...staticPaths, ...categories])].map((path) => ({
        loc: `${origin}${path}`,
      })),
    };
  });

  route(app, 'getChambers', async () => loadChambers(db));

  route(app, 'getFaq', async (request) => loadFaq(db, languageOf(request, request.query.language)));

  route(app, 'getBanner', async (request) => {
    const { scopes: wantedScopes = [], types: wantedTypes = [] } = request.query;
    const matches = <T>(narrowed: T[] | undefined, wanted: T[]) =>
      !narrowed?.length || narrowed.some((item) => wanted.includes(item));
    const banner = request.domain.config.banners.find(
      (candidate) =>
        candidate.placement === request.params.x &&
        matches(candidate.scopes, wantedScopes) &&
        matches(candidate.types, wantedTypes),
    );
    if (!banner) return null;
    const language = languageOf(request, request.query.language);
    const message = request.domain.messages[language]?.labels[banner.text] ?? banner.text;
    return { placement: banner.placement, message, ...(banner.href ? { href: banner.href } : {}) };
  });

  route(
    app,
    'putContact',
    async (request) => {
      await receiveContactRequest(db, app.outbox, request.domain.config, request.body);
      return { received: true as const };
    },
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );
}
