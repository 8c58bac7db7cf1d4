/** The ports of the two servers playwright.config.ts starts (support/start-server.ts). */
export const ports = { normal: 3210, maintenance: 3211 } as const;

export type ServerMode = keyof typeof ports;
