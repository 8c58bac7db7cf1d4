import type { Route } from './route.ts';

/**
 * Mein Fortbildungsstatus (docs/api.md, Customer; ADR 0051, 0063): the signed-in customer's
 * specialist titles with the reminder opt-in, the further-training hours per title and calendar
 * year, one title's part of a year, and the letter to a chamber as a PDF.
 */
export const furtherTrainingRoutes = {
  getSpecialistTitles: { method: 'GET', path: '/api/customer/titles', auth: 'customer' },
  putSpecialistTitles: { method: 'PUT', path: '/api/customer/titles', auth: 'customer' },
  getFurtherTrainingYear: { method: 'GET', path: '/api/customer/state/:year', auth: 'customer' },
  getFurtherTrainingScope: {
    method: 'GET',
    path: '/api/customer/state/:year/:scope',
    auth: 'customer',
  },
  postChamberLetter: {
    method: 'POST',
    path: '/api/customer/state/:year/letter',
    auth: 'customer',
  },
} as const satisfies Record<string, Route>;
