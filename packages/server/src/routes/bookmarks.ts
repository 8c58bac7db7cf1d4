import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addBookmarks,
  findBookmark,
  listBookmarks,
  removeBookmark,
  type BookmarkOwner,
} from '../bookmarks/bookmarks.ts';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { languageOf } from '../plugins/domain.ts';
import type { SearchContext } from '../search/course-search.ts';
import { route } from './contract.ts';

/**
 * The Merkzettel calls (docs/api.md): the signed-in customer's bookmarks on the request's domain.
 * A domain without the feature BOOKMARK has none: every call answers 404 there.
 */
export function registerBookmarkRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const auth = customerAuthOf(app, 'the Merkzettel');

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!request.domain.config.features.includes('BOOKMARK')) throw notFound('The Merkzettel');
    });

    const ownerOf = async (request: FastifyRequest): Promise<BookmarkOwner> => ({
      customerId: (await auth.requireCustomer(request)).customerId,
      domain: request.domain.config.id,
    });
    const contextOf = (request: FastifyRequest, language: string | undefined): SearchContext => ({
      db,
      language: languageOf(request, language),
      today: germanToday(app.clock.now()),
      offered: {
        types: request.domain.config.types,
        courseTypes: request.domain.config.courseTypes,
      },
    });

    route(scope, 'getBookmarks', async (request) =>
      listBookmarks(db, contextOf(request, request.query.language), await ownerOf(request)),
    );

    route(scope, 'putBookmarks', async (request) =>
      addBookmarks(
        db,
        contextOf(request, request.query.language),
        await ownerOf(request),
        request.body.courseIds,
        app.clock.now(),
      ),
    );

    route(scope, 'getBookmark', async (request) => {
      const context = contextOf(request, request.query.language);
      const found = await findBookmark(db, context, await ownerOf(request), request.params.id);
      if (!found) throw notFound('The bookmark');
      return found;
    });

    route(scope, 'deleteBookmark', async (request) => {
      const owner = await ownerOf(request);
      if (!(await removeBookmark(db, owner, request.params.id))) throw notFound('The bookmark');
      return {
        bookmarks: await listBookmarks(db, contextOf(request, request.query.language), owner),
        notAdded: [],
      };
    });
  });
}
