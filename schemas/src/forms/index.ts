/**
 * `@kursmarkt/schemas/forms`: the rules of the forms that the storefront and the server share,
 * as zod schemas on `zod/mini` (its functions are tree-shaken, so a browser chunk carries only
 * the checks a form uses). Each refusal's message is a field error code; the form says it in the
 * visitor's language. docs/decisions/0042-one-form-library.md tells why.
 */
export * from './errors.ts';
export * from './identity.ts';
export * from './address.ts';
export * from './contact.ts';
export * from './withdrawal.ts';
export * from './waiting-list.ts';
export * from './newsletter.ts';
export * from './voucher.ts';
export * from './manual-order.ts';
export * from './participant.ts';
export * from './favorite.ts';
export * from './evaluation.ts';
export * from './specialist-titles.ts';
