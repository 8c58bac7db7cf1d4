/**
 * Where the server reads the time (docs/booking.md, jobs, mail and the clock: the clock is injectable, so tests move
 * time instead of waiting). `buildApp({ clock })` decorates the app with it; every route and
 * everything that asks for "now" or "today" on a request's behalf reads `app.clock`.
 */
export interface Clock {
  now(): Date;
}

/** The system's clock, which the server runs on. */
export const systemClock: Clock = { now: () => new Date() };
