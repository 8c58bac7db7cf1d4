import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messagesFor, type ScopeListsLoader } from './messages.ts';
import { languageOf } from './plugins/domain.ts';
import { configurationFor } from './routes/content.ts';

/** Where the page finds its boot data; the site reads the same id. */
export const bootDataId = 'boot-data';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** JSON inside a script element: `<` and line separators escaped so the data cannot end the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
/**
 * CSS inside a style element: `<` as the CSS escape `\3c `, so that a token value (an asset path
 * is only checked for its prefix) cannot end the element. Only quoted `url("...")` values can
 * hold a `<`, and CSS reads the escape there as the character.
 */
const styleText = (css: string) => css.replace(/</g, '\\3c ');

/**
 * Serves the built storefront: hashed assets with long caching, and for every storefront route
 * the index.html with this host's configuration, messages and theme inlined, so the first paint
 * needs no further request (DESIGN.md section 3, step 1).
 */
export async function registerSite(
  app: FastifyInstance,
  { siteDir, scopeLists }: { siteDir: string; scopeLists: ScopeListsLoader },
) {
  const template = await readFile(path.join(siteDir, 'index.html'), 'utf8');
  for (const marker of ['<!--app-head-->', '<!--app-boot-->', '%LANG%', '%THEME%']) {
    if (!template.includes(marker))
      throw new Error(`${siteDir}/index.html lacks the marker ${marker}`);
  }

  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    wildcard: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (response, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  async function render(request: FastifyRequest) {
    const query = request.query as { language?: string; aid?: string };
    const language = languageOf(request, query.language);
    const configuration = configurationFor(request, { aid: query.aid, language });
    const messages = await messagesFor(request.domain, language, scopeLists);
    const { theme } = request.domain;
    const head = [
      `<title>${escapeHtml(messages.defaultSiteTitle)}</title>`,
      `<meta name="description" content="${escapeHtml(messages.defaultMetaDescription)}">`,
      `<link rel="icon" href="${escapeHtml(theme.tokens.asset.favicon.value)}">`,
      `<style id="theme-tokens">${styleText(theme.css)}</style>`,
    ].join('\n    ');
    const boot = `<script id="${bootDataId}" type="application/json">${scriptJson({ configuration, messages })}</script>`;
    // Function replacements: a string would read `$&`, `$'` and `$\`` in a text as patterns and
    // copy parts of the template into the page.
    return template
      .replace('%LANG%', () => language)
      .replace('%THEME%', () => escapeHtml(theme.id))
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-boot-->', () => boot);
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route GET ${pathname}.` });
    }
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply
      .status(pathname === '/404' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await render(request));
  });
}
