import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bootDataId, cspNonceMarker } from '@kursmarkt/schemas';
import {
  backofficeBasePath,
  backofficeClientId,
  backofficeLanguages,
  type BackofficeBoot,
} from '@kursmarkt/schemas/rules';
import { backofficeThemeId, resolveTheme } from '@kursmarkt/themes';
import { escapeHtml } from './html.ts';
import { resolveLanguage } from './language.ts';
import { cspNonceOf } from './security-headers.ts';

/** The stored language choice lasts a year, as the storefront's does. */
const languageCookieSeconds = 365 * 24 * 60 * 60;

/** JSON inside a script element: `<` and line separators escaped so the data cannot end the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Serves the built back office (`backoffice/dist`, docs/decisions/0071-*) at `/verwaltung` and
 * every path below it: its hashed assets with long caching, and for every other path its
 * index.html with the neutral theme, the sign-in settings of the host's realm and the language
 * inlined. The app renders in the browser only; search engines are told to keep out.
 */
export async function registerBackofficeSite(
  app: FastifyInstance,
  { backofficeDir }: { backofficeDir: string },
) {
  const template = await readFile(path.join(backofficeDir, 'index.html'), 'utf8');
  for (const marker of ['<!--backoffice-head-->', '<!--backoffice-boot-->', '%LANG%', '%THEME%']) {
    if (!template.includes(marker)) {
      throw new Error(`${backofficeDir}/index.html lacks the marker ${marker}`);
    }
  }
  const theme = resolveTheme(backofficeThemeId);
  if (!theme.ok) throw new Error(`The back-office theme is invalid: ${theme.issues[0]?.message}`);
  const favicon = escapeHtml(theme.tokens.asset.favicon.value);
  // `<` as the CSS escape, so that a token value cannot end the style element (as site.ts does).
  const themeCss = theme.css.replace(/</g, '\\3c ');

  await app.register(fastifyStatic, {
    root: path.join(backofficeDir, 'assets'),
    prefix: `${backofficeBasePath}/assets/`,
    index: false,
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: (response) => {
      response.header('cache-control', 'public, max-age=31536000, immutable');
      response.header('x-robots-tag', 'noindex, nofollow');
    },
  });

  function page(request: FastifyRequest, reply: FastifyReply) {
    const nonce = cspNonceOf(reply);
    const query = (request.query as { language?: unknown }).language;
    const language = resolveLanguage(backofficeLanguages, query, request.cookies.lang);
    if (query === language && request.cookies.lang !== language) {
      reply.setCookie('lang', language, {
        path: '/',
        maxAge: languageCookieSeconds,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    }
    const authority = request.server.identity?.authorityOf(request);
    const boot: BackofficeBoot = {
      realm: request.domain.config.realm,
      client: backofficeClientId,
      ...(authority ? { authority } : {}),
      language,
    };
    const head = [
      // styled-components gives the style elements it adds this nonce.
      `<meta property="csp-nonce" nonce="${nonce}">`,
      `<link rel="icon" href="${favicon}">`,
      `<style id="theme-tokens" nonce="${nonce}">${themeCss}</style>`,
    ].join('\n    ');
    const bootScript = `<script id="${bootDataId}" type="application/json">${scriptJson(boot)}</script>`;
    return template
      .replaceAll(cspNonceMarker, () => nonce)
      .replace('%LANG%', () => language)
      .replace('%THEME%', () => escapeHtml(backofficeThemeId))
      .replace('<!--backoffice-head-->', () => head)
      .replace('<!--backoffice-boot-->', () => bootScript);
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    const pathname = request.url.split('?')[0] ?? '/';
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return (
      reply
        // The page carries this answer's nonce: no shared cache may hand it to anyone else.
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(page(request, reply))
    );
  };
  app.get(backofficeBasePath, { schema: { hide: true } }, handler);
  app.get(`${backofficeBasePath}/*`, { schema: { hide: true } }, handler);
}
