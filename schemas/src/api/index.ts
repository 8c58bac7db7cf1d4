export * from './common.ts';
export * from './routes.ts';
export * from './content.ts';
export * from './search.ts';
export * from './catalogue.ts';
export * from './customer.ts';
export * from './customer-orders.ts';
export * from './cart.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './invoice.ts';
export * from './after-order.ts';
export * from './further-training.ts';
export * from './further-training-status.ts';
export * from './bookmarks.ts';
export * from './manual-orders.ts';
export * from './order-positions.ts';
export * from './favorites.ts';
export * from './learning-checks.ts';
export * from './evaluations.ts';
export * from './attendance.ts';
export * from './certificates.ts';
export * from './back-office.ts';
export * from './dates.ts';
export * from './bank-payments.ts';
export * from './back-office-orders.ts';

import { afterOrderEndpoints } from './after-order.ts';
import { attendanceEndpoints } from './attendance.ts';
import { backOfficeEndpoints } from './back-office.ts';
import { bankPaymentEndpoints } from './bank-payments.ts';
import { backOfficeOrderEndpoints } from './back-office-orders.ts';
import { bookmarkEndpoints } from './bookmarks.ts';
import { evaluationEndpoints } from './evaluations.ts';
import { favoriteEndpoints } from './favorites.ts';
import { furtherTrainingEndpoints } from './further-training-status.ts';
import { cartEndpoints } from './cart.ts';
import { certificateEndpoints } from './certificates.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { contentEndpoints } from './content.ts';
import { dateEndpoints } from './dates.ts';
import { customerEndpoints } from './customer.ts';
import { customerOrderEndpoints } from './customer-orders.ts';
import { invoiceEndpoints } from './invoice.ts';
import { learningCheckEndpoints } from './learning-checks.ts';
import { manualOrderEndpoints } from './manual-orders.ts';
import { orderEndpoints } from './order.ts';
import { orderPositionEndpoints } from './order-positions.ts';
import { paymentEndpoints } from './payment.ts';
import { searchEndpoints } from './search.ts';

/** Every call of the API by name; later issues add their groups here. */
export const endpoints = {
  ...contentEndpoints,
  ...searchEndpoints,
  ...catalogueEndpoints,
  ...customerEndpoints,
  ...customerOrderEndpoints,
  ...cartEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...invoiceEndpoints,
  ...afterOrderEndpoints,
  ...bookmarkEndpoints,
  ...manualOrderEndpoints,
  ...orderPositionEndpoints,
  ...favoriteEndpoints,
  ...learningCheckEndpoints,
  ...evaluationEndpoints,
  ...attendanceEndpoints,
  ...certificateEndpoints,
  ...furtherTrainingEndpoints,
  ...backOfficeEndpoints,
  ...dateEndpoints,
  ...bankPaymentEndpoints,
  ...backOfficeOrderEndpoints,
} as const;
export type EndpointName = keyof typeof endpoints;
