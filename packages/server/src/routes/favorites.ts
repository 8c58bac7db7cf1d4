import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import {
  findFavoriteAlert,
  listFavorites,
  removeFavorite,
  saveFavorite,
  unsubscribeFavoriteAlert,
  type FavoriteOwner,
} from '../favorites/favorites.ts';
import { languageOf } from '../plugins/domain.ts';
import { route } from './contract.ts';

/** The Suchfavoriten calls (docs/api.md): the signed-in customer's saved searches on the domain. */
export function registerFavoriteRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const auth = customerAuthOf(app, 'the saved searches');
  const ownerOf = async (request: FastifyRequest): Promise<FavoriteOwner> => ({
    customerId: (await auth.requireCustomer(request)).customerId,
    domain: request.domain.config.id,
  });
  const notFavorite = () => notFound('The saved search');

  route(app, 'getFavorites', async (request) =>
    listFavorites(db, await ownerOf(request), languageOf(request, request.query.language)),
  );

  route(app, 'putFavorite', async (request) => {
    const owner = await ownerOf(request);
    if (!(await saveFavorite(db, owner, request.body, app.clock.now()))) throw notFavorite();
    return listFavorites(db, owner, languageOf(request, request.query.language));
  });

  route(app, 'deleteFavorite', async (request) => {
    const owner = await ownerOf(request);
    if (!(await removeFavorite(db, owner, request.params.id))) throw notFavorite();
    return listFavorites(db, owner, languageOf(request, request.query.language));
  });
}

/**
 * The unsubscribe link of the alert mails, without signing in: the token names the saved
 * search. The `POST` is the one-click unsubscribe of RFC 8058, whose body a mail program sends
 * form-encoded (`List-Unsubscribe=One-Click`): this call takes that body and reads nothing of it.
 */
export function registerFavoriteAlertRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, 'getFavoriteAlert', async (request) => {
    const found = await findFavoriteAlert(db, request.params.token);
    if (!found) throw notFound('The saved search');
    return found;
  });

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    route(scope, 'postFavoriteAlertUnsubscribe', async (request) => {
      const changed = await unsubscribeFavoriteAlert(db, request.params.token);
      if (!changed) throw notFound('The saved search');
      return changed;
    });
  });
}
