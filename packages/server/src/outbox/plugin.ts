import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Mailer } from '../mail/transport.ts';
import { createOutbox, type Outbox } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a change writes the mail it causes, in its own transaction (outbox.ts). */
    outbox: Outbox;
  }
}

/** The app's mail outbox, sent by its background jobs through `mailer`. */
export const outboxPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { mailer: Mailer }) => {
    app.decorate(
      'outbox',
      createOutbox({
        db: app.database.db,
        jobs: app.jobs,
        mailer: options.mailer,
        clock: app.clock,
        log: app.log,
      }),
    );
  },
  { name: 'outbox', fastify: '5.x', dependencies: ['database', 'jobs'] },
);
