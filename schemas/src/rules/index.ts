/**
 * `@kursmarkt/schemas/rules`: the constants and pure rules that the storefront and the server
 * share, free of the schema library, so that the browser imports them without zod. The zod
 * schemas of the contract and the domain configuration build on them.
 */
export * from './constants.ts';
export * from './search.ts';
export * from './paths.ts';
export * from './text.ts';
export * from './calendar.ts';
export * from './german-today.ts';
export * from './cart-values.ts';
export * from './cart.ts';
export * from './cart-totals.ts';
export * from './cart-customer.ts';
export * from './vat-id.ts';
export * from './sign-in.ts';
export * from './order-values.ts';
export * from './waiting-list-values.ts';
export * from './order-totals.ts';
export * from './withdrawal.ts';
export * from './further-training.ts';
export * from './learning-check.ts';
export * from './evaluations.ts';
export * from './attendance.ts';
export * from './backoffice-app.ts';
export * from './back-office.ts';
