import type { FastifyInstance } from 'fastify';
import { endpoints } from '@kursmarkt/schemas';
import { buildCoursePdf } from '../catalogue/pdf.ts';
import { confirmNewsletter, signUpForNewsletter } from '../catalogue/newsletter.ts';
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
import { joinWaitingList } from '../catalogue/waiting-list.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { languageOf, publicOriginOf } from '../plugins/domain.ts';
import { route } from './contract.ts';

/** The catalogue calls of the contract. */
export function registerCatalogueRoutes(app: FastifyInstance, { db }: { db: Db }) {
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

  // The PDF is shown in the browser, named after the course and the kind of document.
  route(
    app,
    'getCourseDocument',
    async (request) => {
      const { id, documentId } = request.params;
      const document = await loadCourseDocument(db, id, documentId);
      if (!document) throw notFound(`The document ${documentId} of the course ${id}`);
      const language = languageOf(request, request.query.language);
      const course = await loadCourseDetail(db, id, language, today());
      if (!course) throw notFound(`The course ${id}`);
      return {
        content: await buildCoursePdf({
          language,
          siteName: request.domain.config.name,
          document: { title: document.title, kind: document.kind },
          course,
          generatedAt: app.clock.now(),
        }),
        mediaType: endpoints.getCourseDocument.produces,
        fileName: `${course.slug}-${document.kind.toLowerCase()}.pdf`,
        inline: true,
      };
    },
    {
      mediaTypes: {
        description: 'The PDF, shown inline, with a file name',
        types: [endpoints.getCourseDocument.produces],
      },
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
      await joinWaitingList(
        db,
        app.outbox,
        { domain: request.domain.config.id, ...request.body },
        {
          today: today(),
          language: languageOf(request, request.query.language),
          siteName: request.domain.config.name,
          seller: request.domain.config.seller,
        },
      );
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
        await signUpForNewsletter(db, newsletter.outbox, {
          domain: domain.id,
          siteName: domain.name,
          seller: domain.seller,
          email: request.body.email.toLowerCase(),
          language: languageOf(request, request.query.language),
          origin: publicOriginOf(request),
          now: newsletter.clock.now(),
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
