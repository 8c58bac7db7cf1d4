import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@kursmarkt/schemas';
import { buildCoursePdf } from '../catalogue/pdf.ts';
import {
  confirmationLink,
  confirmationMail,
  confirmNewsletter,
  newConfirmationToken,
  subscribeToNewsletter,
} from '../catalogue/newsletter.ts';
import { germanToday } from '../german-today.ts';
import {
  coursesOverviewOfYear,
  loadCourseDetail,
  loadCourseDocument,
  loadCourseOverview,
  loadCourseSchedule,
  loadOrganizer,
  loadOrganizers,
  loadPackage,
  loadPackagesOfTypes,
  loadReferent,
  loadReferents,
  scheduleDetail,
} from '../catalogue/queries.ts';
import { addWaitingListRequest, loadScheduleSeats } from '../catalogue/waiting-list.ts';
import type { AppDatabase } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import { languageOf, publicOriginOf } from '../plugins/domain.ts';
import { joinedMail } from '../waiting-list/mails.ts';
import { route } from './contract.ts';

/** The catalogue calls of the contract. */
export function registerCatalogueRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  /** Today in Germany by the app's clock: dates that ended before it are past. */
  const today = () => germanToday(app.clock.now());

  // Courses -----------------------------------------------------------------------------------

  route(app, 'getCourse', async (request) => {
    const language = languageOf(request, request.query.language);
    const course = await loadCourseDetail(db, request.params.id, language, today());
    if (!course) throw notFound(`The course ${request.params.id}`);
    return course;
  });

  route(app, 'getCourseOverview', async (request) => {
    const overview = await loadCourseOverview(db, request.params.id, today());
    if (!overview) throw notFound(`The course ${request.params.id}`);
    return overview;
  });

  route(app, 'getCourseInfo', async (request) => {
    const { id } = request.params;
    const { scheduleId } = request.query;
    const schedule = await loadCourseSchedule(db, id, scheduleId);
    if (!schedule) throw notFound(`The date ${scheduleId} of the course ${id}`);
    return {
      ...scheduleDetail(schedule, languageOf(request, request.query.language), today()),
      courseId: schedule.course.id,
      courseName: schedule.course.name,
      courseType: schedule.course.courseType,
      ended: schedule.endDate < today(),
    };
  });

  // The PDF is bytes, not JSON: registered without the JSON serializer of `route()`, with the
  // contract's params and query (validated the same way) and `produces` for the OpenAPI document.
  const documentEndpoint = endpoints.getCourseDocument;
  app.withTypeProvider<ZodTypeProvider>().get(
    documentEndpoint.path,
    {
      schema: {
        operationId: 'getCourseDocument',
        summary: documentEndpoint.summary,
        params: documentEndpoint.params,
        querystring: documentEndpoint.query,
        produces: [documentEndpoint.produces],
        // For the OpenAPI document only: a Buffer is sent as it is, never serialised.
        response: {
          200: {
            description: 'The PDF, shown inline, with a file name',
            content: {
              [documentEndpoint.produces]: {
                schema: z.any().meta({ type: 'string', format: 'binary' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await loadCourseDocument(db, id, documentId);
      if (!document) throw notFound(`The document ${documentId} of the course ${id}`);
      const language = languageOf(request, request.query.language);
      const course = await loadCourseDetail(db, id, language, today());
      if (!course) throw notFound(`The course ${id}`);
      const pdf = await buildCoursePdf({
        language,
        siteName: request.domain.config.name,
        document: { title: document.title, kind: document.kind },
        course,
        generatedAt: app.clock.now(),
      });
      return reply
        .type(documentEndpoint.produces)
        .header(
          'content-disposition',
          `inline; filename="${course.slug}-${document.kind.toLowerCase()}.pdf"`,
        )
        .send(pdf);
    },
  );

  route(app, 'getCoursesOverview', async (request) => {
    const { config } = request.domain;
    return coursesOverviewOfYear(db, {
      year: request.params.year,
      today: today(),
      futureEventsOnly: request.query.futureEventsOnly ?? false,
      searchTypes: config.types,
      courseTypes: config.courseTypes,
      organizerId: request.query.organizerId,
    });
  });

  // Packages ----------------------------------------------------------------------------------

  route(app, 'getPackages', async (request) =>
    loadPackagesOfTypes(db, request.domain.config.types),
  );

  route(app, 'getPackage', async (request) => {
    const found = await loadPackage(db, request.params.id);
    if (!found) throw notFound(`The package ${request.params.id}`);
    return found;
  });

  // Organizers and speakers -------------------------------------------------------------------

  route(app, 'getOrganizers', async () => loadOrganizers(db));

  route(app, 'getOrganizer', async (request) => {
    const organizer = await loadOrganizer(db, request.params.id, {
      language: languageOf(request, request.query.language),
      includeScopes: request.query.includeScopes ?? false,
      today: today(),
    });
    if (!organizer) throw notFound(`The organizer ${request.params.id}`);
    return organizer;
  });

  route(app, 'getReferentInfos', async () => loadReferents(db));

  route(app, 'getReferentInfo', async (request) => {
    const referent = await loadReferent(db, request.params.id, {
      language: languageOf(request, request.query.language),
      today: today(),
    });
    if (!referent) throw notFound(`The speaker ${request.params.id}`);
    return referent;
  });

  // Waiting list ------------------------------------------------------------------------------

  route(
    app,
    'postWaitingList',
    async (request) => {
      const { scheduleId, name, email, seats } = request.body;
      const schedule = await loadScheduleSeats(db, scheduleId);
      if (!schedule) throw notFound(`The date ${scheduleId}`);
      if (schedule.endDate < today()) {
        throw new AppError('CONFLICT', `The date ${scheduleId} has already taken place.`);
      }
      if (schedule.cancelledAt !== null) {
        throw new AppError('SCHEDULE_CANCELLED', `The organizer cancelled the date ${scheduleId}.`);
      }
      if (schedule.booked < schedule.seats) {
        throw new AppError(
          'CONFLICT',
          `The date ${scheduleId} still has ${schedule.seats - schedule.booked} free places: book it instead of joining the waiting list.`,
        );
      }
      // The same address twice for one date keeps the first request (idempotent); a new one is
      // confirmed by mail in the same transaction.
      const address = email.toLowerCase();
      await db.transaction(async (tx) => {
        const added = await addWaitingListRequest(tx, {
          domain: request.domain.config.id,
          scheduleId,
          name,
          email: address,
          seats,
        });
        if (!added) return;
        await app.outbox.write(
          tx,
          joinedMail({
            language: languageOf(request, request.query.language),
            siteName: request.domain.config.name,
            to: address,
            name,
            course: schedule.courseName,
            startDate: schedule.startDate,
            seats,
            seller: request.domain.config.seller,
          }),
        );
      });
      return { received: true as const };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );

  // Newsletter (double opt-in) ----------------------------------------------------------------

  app.register(async (newsletter) => {
    // Only domains with the NEWSLETTER feature have a newsletter; elsewhere it does not exist.
    newsletter.addHook('onRequest', async (request) => {
      if (!request.domain.config.features.includes('NEWSLETTER')) {
        throw notFound('The newsletter');
      }
    });

    route(
      newsletter,
      'putNewsletter',
      async (request) => {
        const domain = request.domain.config;
        const email = request.body.email.toLowerCase();
        const language = languageOf(request, request.query.language);
        const { token, hash } = newConfirmationToken();
        // A confirmed address gets no mail but the same answer, so the call does not reveal
        // who is subscribed. The sign-up and its mail are one change.
        await db.transaction(async (tx) => {
          const issued = await subscribeToNewsletter(tx, {
            domain: domain.id,
            email,
            language,
            tokenHash: hash,
            createdAt: newsletter.clock.now(),
          });
          if (issued) {
            await newsletter.outbox.write(
              tx,
              confirmationMail({
                to: email,
                language,
                siteName: domain.name,
                seller: domain.seller,
                link: confirmationLink(publicOriginOf(request), token),
              }),
            );
          }
        });
        return { received: true as const };
      },
      { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    );

    route(newsletter, 'putNewsletterConfirmation', async (request) => {
      const confirmed = await confirmNewsletter(db, {
        domain: request.domain.config.id,
        token: request.body.token,
        now: newsletter.clock.now(),
      });
      if (!confirmed) throw notFound('The confirmation link');
      return { confirmed: true as const };
    });
  });
}
