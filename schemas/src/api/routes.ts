/**
 * Method, path and access of every call, as plain data without zod, so the browser's API client
 * can import it without the schema library. `endpoints` adds the schemas to each route.
 * A path's `:name` segments are its path parameters. Each group of calls keeps its routes in its
 * own file (`routes-<group>.ts`); this file joins them.
 */
import { afterOrderRoutes } from './routes-after-order.ts';
import { attendanceRoutes } from './routes-attendance.ts';
import { backOfficeRoutes } from './routes-back-office.ts';
import { bankPaymentRoutes } from './routes-bank-payments.ts';
import { backOfficeOrderRoutes } from './routes-back-office-orders.ts';
import { bookmarkRoutes } from './routes-bookmarks.ts';
import { evaluationRoutes } from './routes-evaluations.ts';
import { favoriteRoutes } from './routes-favorites.ts';
import { furtherTrainingRoutes } from './routes-further-training.ts';
import { cartRoutes } from './routes-cart.ts';
import { catalogueRoutes } from './routes-catalogue.ts';
import { certificateRoutes } from './routes-certificates.ts';
import { contentRoutes } from './routes-content.ts';
import { dateRoutes } from './routes-dates.ts';
import { customerRoutes } from './routes-customer.ts';
import { customerOrderRoutes } from './routes-customer-orders.ts';
import { guestCartRoutes } from './routes-guest-cart.ts';
import { invoiceRoutes } from './routes-invoice.ts';
import { learningCheckRoutes } from './routes-learning-checks.ts';
import { manualOrderRoutes } from './routes-manual-orders.ts';
import { orderRoutes } from './routes-order.ts';
import { orderPositionRoutes } from './routes-order-positions.ts';
import { paymentRoutes } from './routes-payment.ts';
import { searchRoutes } from './routes-search.ts';

export type { Route, StaffRight } from './route.ts';

/** The calls by group (the OpenAPI document's tags), each group's routes as its file has them. */
export const routeGroups = {
  content: contentRoutes,
  search: searchRoutes,
  catalogue: catalogueRoutes,
  customer: customerRoutes,
  customerOrders: customerOrderRoutes,
  cart: cartRoutes,
  guestCart: guestCartRoutes,
  order: orderRoutes,
  payment: paymentRoutes,
  invoice: invoiceRoutes,
  afterOrder: afterOrderRoutes,
  bookmarks: bookmarkRoutes,
  manualOrders: manualOrderRoutes,
  orderPositions: orderPositionRoutes,
  favorites: favoriteRoutes,
  learningChecks: learningCheckRoutes,
  evaluations: evaluationRoutes,
  attendance: attendanceRoutes,
  certificates: certificateRoutes,
  furtherTraining: furtherTrainingRoutes,
  backOffice: backOfficeRoutes,
  dates: dateRoutes,
  bankPayments: bankPaymentRoutes,
  backOfficeOrders: backOfficeOrderRoutes,
} as const;
export type RouteGroup = keyof typeof routeGroups;

export const routes = {
  ...contentRoutes,
  ...searchRoutes,
  ...catalogueRoutes,
  ...customerRoutes,
  ...customerOrderRoutes,
  ...cartRoutes,
  ...guestCartRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...invoiceRoutes,
  ...afterOrderRoutes,
  ...bookmarkRoutes,
  ...manualOrderRoutes,
  ...orderPositionRoutes,
  ...favoriteRoutes,
  ...learningCheckRoutes,
  ...evaluationRoutes,
  ...attendanceRoutes,
  ...certificateRoutes,
  ...furtherTrainingRoutes,
  ...backOfficeRoutes,
  ...dateRoutes,
  ...bankPaymentRoutes,
  ...backOfficeOrderRoutes,
} as const;
export type RouteName = keyof typeof routes;

/**
 * Paths that never carry the bearer token (docs/api.md): public catalogue and content.
 * A path is excluded when its part after `/api` is one of these or lies below one, segment by
 * segment: `/course/7` is public, `/courses/7/schedule/3/evaluation` (a customer's) is not.
 */
export const bearerExcludedPaths = [
  '/messages',
  '/search',
  '/course',
  '/courses/overview',
  '/courses/packages',
  '/scope',
  '/contact',
  '/faq',
  '/newsletter',
  '/content',
  '/organizer',
  '/blog',
  '/countries',
  '/course-certification',
] as const;
