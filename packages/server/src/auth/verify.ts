import { errors, jwtVerify, type JWTPayload } from 'jose';
import { idSchema } from '@kursmarkt/schemas';
import type { TokenSettings } from './token-settings.ts';

/** The facts the API takes from a verified access token. */
export interface AccessTokenClaims {
  /** The `customerId` claim, lower case: the only source of the customer's id. */
  customerId: string;
  /** The provider's subject (the account id). */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The provider's `email_verified`: the owner confirmed the address (false when absent). */
  emailVerified: boolean;
  /** The realm roles the provider grants (Keycloak's `realm_access.roles`), e.g. `operator`. */
  roles: string[];
}

/** Why a token was refused; for the log only, never for the answer. */
export class InvalidAccessTokenError extends Error {
  constructor(readonly reason: string) {
    super(`The access token was refused: ${reason}`);
  }
}

/** Asymmetric signatures only: `none` and the HMAC algorithms are refused before any key lookup. */
const accessTokenAlgorithms = ['RS256', 'ES256'];
/** Seconds of clock difference between provider and API that are forgiven at `exp`, `iat`, `nbf`. */
const clockToleranceSeconds = 5;

/**
 * The verification failures that are the token's fault. The rest (the key set is unreachable or
 * broken) are the server's problem and must not send the customer to a new login.
 */
const tokenFaults = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

/** RFC 9068 `typ: at+jwt` (also as `application/at+jwt`), case-insensitive. */
const isAccessTokenType = (typ: unknown) =>
  typeof typ === 'string' && /^(application\/)?at\+jwt$/i.test(typ);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * An access token as this API needs it: RFC 9068 marks it with the header `typ: at+jwt`; Keycloak
 * marks it with the claim `typ: Bearer` instead. Keycloak's ID tokens say `typ: ID`; the embedded
 * provider's ID tokens have the client as audience and fail the audience check before this.
 */
function checkTokenKind(headerType: unknown, payload: JWTPayload) {
  if (payload.typ !== undefined && payload.typ !== 'Bearer') {
    throw new InvalidAccessTokenError(`the token is of type ${String(payload.typ)}`);
  }
  if (!isAccessTokenType(headerType) && payload.typ !== 'Bearer') {
    throw new InvalidAccessTokenError('the token is not marked as an access token');
  }
}

/**
 * Verifies an access token against the domain's issuer, audience and keys: signature with an
 * allowed algorithm, expiry at `now` (the app's clock), issuer, audience, token kind, and a uuid
 * in `customerId`. Throws an
 * `InvalidAccessTokenError` for a token that fails; other errors (the key set cannot be
 * fetched) pass through, since they are not the caller's fault.
 */
export async function verifyAccessToken(
  token: string,
  settings: TokenSettings,
  now: Date,
): Promise<AccessTokenClaims> {
  let verified;
  try {
    verified = await jwtVerify(token, settings.keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: accessTokenAlgorithms,
      clockTolerance: clockToleranceSeconds,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
  } catch (error) {
    if (tokenFaults.some((fault) => error instanceof fault)) {
      throw new InvalidAccessTokenError((error as errors.JOSEError).code);
    }
    throw error;
  }
  const { payload, protectedHeader } = verified;
  checkTokenKind(protectedHeader.typ, payload);
  const customerId = payload.customerId;
  if (typeof customerId !== 'string' || !idSchema.safeParse(customerId).success) {
    throw new InvalidAccessTokenError('the customerId claim is missing or not a uuid');
  }
  return {
    customerId: customerId.toLowerCase(),
    subject: text(payload.sub),
    email: text(payload.email),
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    emailVerified: payload.email_verified === true,
    roles: rolesOf(payload),
  };
}

/** Keycloak's realm roles (`realm_access.roles`); none when the claim is missing or malformed. */
function rolesOf(payload: JWTPayload): string[] {
  const roles = (payload.realm_access as { roles?: unknown } | undefined)?.roles;
  return Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [];
}
