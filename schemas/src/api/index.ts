export * from './common.ts';
export * from './routes.ts';
export * from './content.ts';

import { contentEndpoints } from './content.ts';

/** Every call of the API by name; later issues add their groups here. */
export const endpoints = { ...contentEndpoints } as const;
export type EndpointName = keyof typeof endpoints;
