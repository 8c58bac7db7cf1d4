import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createJobs, type Jobs, type JobsOptions } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background jobs: define them while the app is built; they run once it is ready. */
    jobs: Jobs;
  }
}

/**
 * The background jobs of the app on its database and clock: the workers start when the app is
 * ready (`listen`, `inject`) and stop when it closes, before the database does (onClose hooks run
 * in reverse order of registration).
 */
export const jobsPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: JobsOptions) => {
    const jobs = createJobs({ database: app.database, clock: app.clock, log: app.log, options });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['database'] },
);
