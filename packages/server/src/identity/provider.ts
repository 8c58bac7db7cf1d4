import type { Locale } from '@kursmarkt/schemas';
import {
  backofficeBasePath,
  backofficeCallbackPath,
  backofficeClientId,
} from '@kursmarkt/schemas/rules';
import fastifyCookie from '@fastify/cookie';
import Provider, {
  errors,
  interactionPolicy,
  type Account,
  type Adapter,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Db } from '../db/client.ts';
import type { Domain } from '../domains/load.ts';
import { resolveLanguage } from '../language.ts';
import { escapeHtml } from '../html.ts';
import type { ProviderKeys } from './keys.ts';
import { translator } from './messages.ts';
import { messagePage, renderPage, type PageContext } from './pages.ts';
import { findUser } from './users.ts';

/** Keycloak's endpoint paths below the issuer, so that the site talks to both the same way. */
const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
};

/** The access-token audience of a domain client: the API as that domain serves it. */
export const apiAudience = (client: string) => `urn:kursmarkt:api:${client}`;

/** Everything a storefront client may ask for; the user is never asked to consent to it. */
const clientScope = 'openid profile email';

/** The claims each scope grants, in the ID token and at the userinfo endpoint. */
export const scopeClaims = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name'],
} as const;

/** The claims of an account, as `scopeClaims` names them. */
export const accountClaims = (user: NonNullable<Awaited<ReturnType<typeof findUser>>>) => ({
  sub: user.id,
  email: user.email,
  email_verified: user.emailVerified,
  given_name: user.firstName,
  family_name: user.lastName,
  name: `${user.firstName} ${user.lastName}`,
});

const day = 24 * 60 * 60;

/** Where the interaction pages of a realm live; the provider sends the browser there. */
const interactionPath = (realm: string, uid: string) => `/realms/${realm}/login-actions/${uid}`;

/** The script that submits the logout form, so that signing out needs no extra click. */
const logoutScriptPath = (realm: string) => `/realms/${realm}/resources/logout.js`;

/** The language of a provider page: `ui_locales` of the request, else the `lang` cookie, else German. */
export function pageLanguage(
  domain: Domain,
  uiLocales: unknown,
  langCookie: string | undefined,
): Locale {
  const requested =
    typeof uiLocales === 'string'
      ? uiLocales.split(' ').find((locale) => (domain.config.locales as string[]).includes(locale))
      : undefined;
  return resolveLanguage(domain.config.locales, requested, langCookie);
}

export type ProviderOptions = {
  origin: string;
  domain: Domain;
  db: Db;
  keys: ProviderKeys;
  adapter: new (name: string) => Adapter;
  accessTokenTtl: number;
};

/**
 * The OpenID provider of one issuer: `<origin>/realms/<realm>` with the domain's client. Access
 * tokens are JWTs for the API audience of that client (resource indicators, defaulted, so the
 * site never names the resource), carrying the account's `customerId`.
 */
export function createProvider({
  origin,
  domain,
  db,
  keys,
  adapter,
  accessTokenTtl,
}: ProviderOptions) {
  const { realm, client } = domain.config;
  const resource = apiAudience(client);
  const pageContext = (ctx: KoaContextWithOIDC): PageContext => ({
    domain,
    origin,
    language: pageLanguage(
      domain,
      ctx.oidc?.params?.ui_locales,
      fastifyCookie.parse(ctx.get('cookie')).lang,
    ),
  });

  const policy = interactionPolicy.base();
  // `prompt=create` (OpenID Connect "Initiating User Registration"; Keycloak 24+) shows the
  // registration page instead of the sign-in page.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const provider = new Provider(`${origin}/realms/${realm}`, {
    adapter,
    clients: [
      {
        client_id: client,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/auth/callback`],
        post_logout_redirect_uris: [`${origin}/`],
        scope: clientScope,
      },
      // The back office (docs/decisions/0071-*): its own public client on the same host, whose
      // tokens are for the same API audience, so the API tells the apps apart by nothing.
      {
        client_id: backofficeClientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}${backofficeCallbackPath}`],
        post_logout_redirect_uris: [`${origin}${backofficeBasePath}`],
        scope: clientScope,
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    claims: {
      openid: [...scopeClaims.openid],
      email: [...scopeClaims.email],
      profile: [...scopeClaims.profile],
    },
    routes: keycloakRoutes,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: clientScope,
            audience: resource,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The confirmation form is submitted by a script at once; without scripts it shows one button.
        logoutSource: (ctx, form) => {
          const context = pageContext(ctx);
          const t = translator(context.language);
          ctx.type = 'html';
          ctx.body = renderPage(context, {
            title: t('logout.title'),
            scripts: [logoutScriptPath(realm)],
            body: `<p>${escapeHtml(t('logout.text'))}</p>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t('logout.submit'))}</button>`,
          });
        },
        postLogoutSuccessSource: (ctx) => {
          const context = pageContext(ctx);
          const t = translator(context.language);
          ctx.type = 'html';
          ctx.body = messagePage(context, {
            title: t('logout.title'),
            message: t('logout.done'),
            link: { href: `${origin}/`, text: t('common.home') },
            success: true,
          });
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => interactionPath(realm, interaction.uid),
    },
    async loadExistingGrant(ctx) {
      const { session, result } = ctx.oidc;
      const clientId = ctx.oidc.client!.clientId;
      const grantId = result?.consent?.grantId ?? session!.grantIdFor(clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId, accountId: session!.accountId! });
      // The storefronts are the operator's own clients: no consent screen.
      grant.addOIDCScope(clientScope);
      grant.addResourceScope(resource, clientScope);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const user = await findUser(db, realm, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => accountClaims(user),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUser(db, realm, token.accountId);
      if (!user) return undefined;
      return {
        // The sign-in session, as Keycloak's `sid`: the userinfo endpoint answers while it lasts.
        sid: token.sessionUid,
        customerId: user.customerId,
        email: user.email,
        // As Keycloak's "email verified" mapper: the API refuses orders to unverified accounts.
        email_verified: user.emailVerified,
        given_name: user.firstName,
        family_name: user.lastName,
        realm_access: { roles: user.roles },
      };
    },
    issueRefreshToken: (_ctx, refreshClient) => refreshClient.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * day,
      Session: 14 * day,
      RefreshToken: 14 * day,
    },
    async renderError(ctx, _out, error) {
      const context = pageContext(ctx);
      const t = translator(context.language);
      ctx.type = 'html';
      ctx.body = messagePage(context, {
        title: t('error.title'),
        message: error instanceof errors.SessionNotFound ? t('error.expired') : t('error.request'),
        link: { href: `${origin}/`, text: t('common.home') },
      });
    },
  });
  // The server hands the provider the protocol and host it decided on (see register).
  provider.proxy = true;
  return provider;
}
