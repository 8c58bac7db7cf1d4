export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export {
  ApiProvider,
  useApiClient,
  usePendingRequests,
  type ApiProviderProps,
} from './context.tsx';
export { ApiRequestError, MissingParameterError, type FieldProblem } from './errors.ts';
export type { ActivityListener } from './activity.ts';
export type {
  GuestCredentials,
  InputArgs,
  RequestInput,
  RequestOptions,
  ResponseOf,
} from './types.ts';
export * from './hooks/configuration.ts';
export * from './hooks/messages.ts';
export * from './hooks/content.ts';
export * from './hooks/data-protection.ts';
export * from './hooks/terms.ts';
export * from './hooks/sitemap.ts';
export * from './hooks/chambers.ts';
export * from './hooks/faq.ts';
export * from './hooks/banner.ts';
export * from './hooks/contact.ts';
export * from './hooks/catalogue.ts';
export * from './hooks/customer.ts';
export * from './hooks/customer-orders.ts';
export * from './hooks/customer-data.ts';
export * from './hooks/search.ts';
export * from './hooks/cities.ts';
export * from './hooks/ahead.ts';
export * from './hooks/cart.ts';
export * from './hooks/checkout.ts';
export * from './hooks/payment.ts';
export * from './hooks/invoice.ts';
export * from './hooks/after-order.ts';
export * from './hooks/bookmarks.ts';
export * from './hooks/manual-orders.ts';
export * from './hooks/order-positions.ts';
export * from './hooks/learning-checks.ts';
export * from './hooks/attendance.ts';
export * from './hooks/favorites.ts';
export * from './hooks/evaluations.ts';
export * from './hooks/certificates.ts';
export * from './hooks/further-training.ts';
export * from './hooks/back-office.ts';
export * from './hooks/dates.ts';
export * from './hooks/bank-payments.ts';
export * from './hooks/back-office-orders.ts';
