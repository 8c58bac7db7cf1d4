/**
 * Sign-in (docs/identity.md): the embedded OpenID provider at Keycloak-compatible paths, or
 * an external Keycloak when `issuerBase` is set; and what the protected API needs to check an
 * access token of either.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { publicOriginOf } from '../plugins/domain.ts';
import { createAdapterClass, type AdapterClass } from './adapter.ts';
import type { TokenSettings } from '../auth/token-settings.ts';
import { loadProviderKeys, publicJwk, type ProviderKeys } from './keys.ts';
import { apiAudience, createProvider } from './provider.ts';
import { pagesStyleOf, pagesStylePath } from './pages.ts';
import { pwnedPasswords } from './pwned.ts';
import { registerInteractionRoutes, type ProviderHandle } from './routes.ts';

export type { TokenSettings };

export interface Identity {
  /** Registers the provider's routes (nothing with an external provider). */
  register(app: FastifyInstance): Promise<void>;
  /** The issuer, audience and keys that access tokens for this request's domain must match. */
  tokenSettingsOf(request: FastifyRequest): Promise<TokenSettings>;
  /**
   * The issuer the browser signs in with when it is not on the page's own origin (an external
   * provider); undefined for the embedded one, which the site finds at `<origin>/realms/<realm>`.
   */
  authorityOf(request: FastifyRequest): string | undefined;
  /**
   * The external provider's origin: the storefront's sign-in form goes there through the
   * server's start (routes/sign-in.ts), so the pages' `form-action` policy names it.
   */
  readonly externalOrigin?: string;
}

export type IdentityOptions = {
  db: Db;
  /** An external provider (Keycloak): issuers are `<issuerBase>/realms/<realm>`. */
  issuerBase?: string;
  /**
   * Where this server fetches the external provider's key set, when it reaches the provider at
   * another address than the browsers (`issuerBase`) do; default `issuerBase`.
   */
  internalBase?: string;
  /** Access-token lifetime in seconds (default 300). */
  accessTokenTtl?: number;
  /** Keys that sign the provider's cookies; without them generated keys are kept in the database. */
  cookieKeys?: string[];
  /** Have I Been Pwned's range API (or a mirror): new passwords are checked against breaches. */
  pwnedPasswordsUrl?: string;
};

/** Public origins (protocol, host, port) whose provider is kept; more are created again on demand. */
const maxProviders = 32;

/** The sign-in of the product: the embedded provider by default, Keycloak with `issuerBase`. */
export function createIdentity(options: IdentityOptions): Identity {
  return options.issuerBase
    ? externalIdentity(options.issuerBase, options.internalBase ?? options.issuerBase)
    : embeddedIdentity(options);
}

function externalIdentity(issuerBase: string, internalBase: string): Identity {
  const base = issuerBase.replace(/\/+$/, '');
  const internal = internalBase.replace(/\/+$/, '');
  const keySets = new Map<string, JWTVerifyGetKey>();
  return {
    async register() {},
    externalOrigin: new URL(base).origin,
    authorityOf: (request) => `${base}/realms/${request.domain.config.realm}`,
    async tokenSettingsOf(request) {
      const { realm } = request.domain.config;
      const issuer = `${base}/realms/${realm}`;
      let keys = keySets.get(issuer);
      if (!keys) {
        keys = createRemoteJWKSet(
          new URL(`${internal}/realms/${realm}/protocol/openid-connect/certs`),
        );
        keySets.set(issuer, keys);
      }
      return {
        issuer,
        audience: apiAudience(request.domain.config.client),
        keys,
        passwordChangeUrl: `${issuer}/account/#/security/signingin`,
        emailChangeUrl: `${issuer}/account/#/personal-info`,
      };
    },
  };
}

function embeddedIdentity(options: IdentityOptions): Identity {
  const { db } = options;
  const accessTokenTtl = options.accessTokenTtl ?? 300;
  let keysLoaded: Promise<ProviderKeys> | undefined;
  const keys = () => (keysLoaded ??= loadProviderKeys(db, options.cookieKeys));
  let keySet: JWTVerifyGetKey | undefined;
  const providers = new Map<string, ProviderHandle>();

  /**
   * The provider for this request's domain at its public origin (`publicOriginOf`), storing
   * with `adapter`; 404 for foreign realms (a host no domain names is answered 404 before).
   */
  async function providerFor(
    request: FastifyRequest,
    adapter: AdapterClass,
  ): Promise<ProviderHandle> {
    const { realm } = request.params as { realm?: string };
    const { domain } = request;
    if (realm !== domain.config.realm) {
      throw notFound(`The realm ${realm ?? ''} on this host`);
    }
    const origin = publicOriginOf(request);
    const cached = providers.get(origin);
    if (cached) {
      // Map order is insertion order: re-inserting marks the entry as recently used.
      providers.delete(origin);
      providers.set(origin, cached);
      return cached;
    }
    const provider = createProvider({
      origin,
      domain,
      db,
      keys: await keys(),
      adapter,
      accessTokenTtl,
    });
    const handle = { provider, origin, domain, issuer: provider.issuer };
    providers.set(origin, handle);
    if (providers.size > maxProviders) providers.delete(providers.keys().next().value!);
    return handle;
  }

  async function tokenSettingsOf(request: FastifyRequest): Promise<TokenSettings> {
    keySet ??= createLocalJWKSet({ keys: [publicJwk((await keys()).signingKey)] });
    const issuer = `${publicOriginOf(request)}/realms/${request.domain.config.realm}`;
    return {
      issuer,
      audience: apiAudience(request.domain.config.client),
      keys: keySet,
      passwordChangeUrl: `${issuer}/account/password`,
      emailChangeUrl: `${issuer}/account/email`,
    };
  }

  return {
    tokenSettingsOf,
    authorityOf: () => undefined,
    async register(app) {
      await keys();
      // The provider's storage reads the app's clock, which exists once the app does.
      const adapter = createAdapterClass(db, app.clock);
      const providerOf = (request: FastifyRequest) => providerFor(request, adapter);
      // The provider's own endpoints: the raw request goes to oidc-provider, which reads the
      // body itself, so no body parser runs here.
      await app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
        scope.route({
          method: ['GET', 'POST', 'OPTIONS'],
          url: '/realms/:realm/*',
          schema: { hide: true },
          handler: async (request, reply) => {
            const handle = await providerOf(request);
            const raw = request.raw as IncomingMessage & { originalUrl?: string };
            const prefix = `/realms/${handle.domain.config.realm}`;
            raw.originalUrl = request.url;
            raw.url = request.url.slice(prefix.length) || '/';
            // The provider sees the domain's public origin and the client address the server
            // decided on (TRUST_PROXY), never a Host or forwarded header of the request itself.
            const origin = new URL(handle.origin);
            raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
            raw.headers['x-forwarded-host'] = origin.host;
            raw.headers['x-forwarded-for'] = request.ip;
            reply.hijack();
            await handle.provider.callback()(raw, reply.raw);
          },
        });
      });
      app.get(pagesStylePath(':realm'), { schema: { hide: true } }, async (request, reply) => {
        const { domain } = await providerOf(request);
        return reply
          .header('cache-control', 'public, max-age=3600')
          .type('text/css; charset=utf-8')
          .send(pagesStyleOf(domain));
      });
      await app.register(async (scope) => {
        registerInteractionRoutes(scope, {
          db,
          cookieKey: async () => (await keys()).cookieKeys[0]!,
          providerFor: providerOf,
          tokenSettingsOf,
          breachCheck: options.pwnedPasswordsUrl
            ? pwnedPasswords({ url: options.pwnedPasswordsUrl })
            : undefined,
        });
      });
    },
  };
}
