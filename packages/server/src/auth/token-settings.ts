import type { FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';

/** What an access token for one domain must match: the identity contract's `TokenSettings`. */
export interface TokenSettings {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** Where the customer changes their password (the provider's page). */
  passwordChangeUrl: string;
  /** Where the customer changes their e-mail address (the provider's page). */
  emailChangeUrl: string;
}

/** The token settings of the domain a request came to (the identity provider supplies them). */
export type TokenSettingsOf = (request: FastifyRequest) => Promise<TokenSettings>;
