/**
 * The ports of the servers playwright.config.ts starts (support/start-server.ts): `identity` is
 * a normal server of its own that the sign-in tests may restart without disturbing other tests.
 */
export const ports = { normal: 3210, maintenance: 3211, identity: 3212 } as const;

export type ServerMode = keyof typeof ports;
