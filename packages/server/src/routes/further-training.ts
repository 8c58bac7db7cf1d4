/**
 * Mein Fortbildungsstatus (contract routes-further-training.ts; ADR 0051, 0063): the signed-in
 * customer's specialist titles, the hours per title and year, and the letter to a chamber
 * (further-training/). Everything is the caller's own: a scope or item of anyone else answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { FurtherTrainingOwner } from '../further-training/items.ts';
import { chamberLetterPdf } from '../further-training/letter.ts';
import { furtherTrainingScopeOf, furtherTrainingYearOf } from '../further-training/status.ts';
import { replaceSpecialistTitles, specialistTitlesOf } from '../further-training/titles.ts';
import { languageOf } from '../plugins/domain.ts';
import { route } from './contract.ts';

export function registerFurtherTrainingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const auth = customerAuthOf(app, 'the further-training status');
  const ownerOf = async (request: FastifyRequest): Promise<FurtherTrainingOwner> => ({
    customerId: (await auth.requireCustomer(request)).customerId,
    domain: request.domain.config.id,
  });

  route(app, 'getSpecialistTitles', async (request) =>
    specialistTitlesOf(db, await ownerOf(request), languageOf(request, request.query.language)),
  );

  route(app, 'putSpecialistTitles', async (request) => {
    const owner = await ownerOf(request);
    await replaceSpecialistTitles(db, owner, request.body);
    return specialistTitlesOf(db, owner, languageOf(request, request.query.language));
  });

  route(app, 'getFurtherTrainingYear', async (request) =>
    furtherTrainingYearOf(db, await ownerOf(request), request.params.year, app.clock.now()),
  );

  route(app, 'getFurtherTrainingScope', async (request) => {
    const part = await furtherTrainingScopeOf(
      db,
      await ownerOf(request),
      request.params.year,
      request.params.scope,
      app.clock.now(),
    );
    if (!part) throw notFound('The specialist title');
    return part;
  });

  // The letter reads the whole year and draws a PDF for each call: a few a minute are plenty.
  route(
    app,
    'postChamberLetter',
    async (request) => {
      const { year } = request.params;
      return {
        content: await chamberLetterPdf(db, await ownerOf(request), year, request.body, {
          now: app.clock.now(),
          language: languageOf(request, request.query.language),
        }),
        mediaType: 'application/pdf',
        fileName: `fortbildung-${year}.pdf`,
      };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
}
