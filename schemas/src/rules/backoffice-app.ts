/**
 * The back office's place on every domain's host and its own sign-in client
 * (docs/decisions/0071-*): the server serves the app and registers the client with the embedded
 * provider, the app signs in with it.
 */

/** Where the back office lives: `/verwaltung` and every path below it. */
export const backofficeBasePath = '/verwaltung';
/** The back office's return address from the provider (exact redirect URI of its client). */
export const backofficeCallbackPath = `${backofficeBasePath}/anmeldung`;
/** The back office's public client, beside each domain's storefront client. */
export const backofficeClientId = 'kursmarkt-verwaltung';
/** The languages the back office speaks, whatever its host's domain offers. */
export const backofficeLanguages = ['de', 'en'] as const;

/** What the server writes into the back office's page: where to sign in, in which language. */
export type BackofficeBoot = {
  realm: string;
  client: string;
  /** An external provider's issuer; without it the app signs in at `<origin>/realms/<realm>`. */
  authority?: string;
  language: (typeof backofficeLanguages)[number];
};
