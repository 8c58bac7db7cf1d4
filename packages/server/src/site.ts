import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bootDataId, consentCookie, cspNonceMarker } from '@kursmarkt/schemas';
import { messagesFor, type ScopeListsLoader } from './messages.ts';
import type { Domain } from './domains/load.ts';
import { escapeHtml } from './html.ts';
import { languageOf, rememberLanguage } from './plugins/domain.ts';
import { configurationFor } from './routes/content.ts';
import { cspNonceOf } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the main routes once so their code is loaded (see registerSite). */
    warmUpSite?: () => Promise<void>;
  }
}

/** Pages rendered once at start so that their code is loaded before the first visitor. */
const warmUpPaths = [
  '/',
  '/faq',
  '/kontakt',
  '/impressum',
  '/search',
  '/fachanwaltslehrgaenge',
  '/veranstalter',
  '/referenten',
  '/seminar-pakete',
  '/404',
];

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
 * Moves the storefront's JavaScript behind the first paint: the built page asks for its entry
 * module and preloads in the head, so on a slow connection they compete with the HTML the
 * server already rendered. The head's tags are replaced by a small script (allowed by the page's
 * nonce, which the server writes in place of `%NONCE%`) that starts them once the first frame
 * has been painted.
 */
export function loadScriptsAfterPaint(template: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) return template;
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  let page = template.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  const files = JSON.stringify(preloads.map((preload) => preload[1]));
  // A frame callback runs just before that frame is painted; the task it queues runs after.
  const bootstrap = `<script nonce="${cspNonceMarker}">requestAnimationFrame(function(){setTimeout(function(){${files}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});import(${JSON.stringify(entry[1])})})})</script>`;
  return page.replace('</body>', () => `${bootstrap}\n  </body>`);
}

const compiled = new WeakMap<Record<string, string>, Record<string, MessageFormatElement[]>>();

/**
 * A domain's labels as ICU message ASTs, compiled once per domain and language: the storefront's
 * browser build has no message parser (docs/decisions/0027-*). Loading the domain checked that
 * each label parses (domains/load.ts).
 */
function compiledLabels(labels: Record<string, string>) {
  let result = compiled.get(labels);
  if (!result) {
    result = Object.fromEntries(Object.entries(labels).map(([id, text]) => [id, parse(text)]));
    compiled.set(labels, result);
  }
  return result;
}

/**
 * Whether the request's consent cookie holds a choice of the current version: without one the
 * page is rendered with the consent banner, so that it paints with the page.
 */
function consentAnswered(request: FastifyRequest) {
  return request.cookies[consentCookie.name]?.split('.')[0] === consentCookie.version;
}

/** The storefront's server render (site/src/entry-server.tsx, built into `<siteDir>/server`). */
type RenderApp = (
  url: string,
  boot: unknown,
  options: { fetch: typeof fetch; nonce: string },
) => Promise<{ html: string; styles: string; data?: Record<string, unknown>; redirect?: string }>;

/**
 * A fetch for the server render that answers from this server's own API routes, as the page's
 * browser would be answered: the same host (so the same domain), the visitor's cookies, and the
 * page's language. No network hop; the route's validation and serialization run as for any call.
 */
export function ownApiFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  language: string,
): typeof fetch {
  return async (input, init) => {
    // The answer is read here, not by a browser: it must come uncompressed.
    const { 'accept-encoding': _encodings, ...headers } = Object.fromEntries(
      new Headers(init?.headers),
    );
    const cookie = [`lang=${language}`, request.headers.cookie].filter(Boolean).join('; ');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { ...headers, host: request.headers.host ?? '', cookie },
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) answerHeaders.set(name, String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * Loads the server render of the built site. It is a build output read at run time, like
 * index.html, not a source import: the server does not depend on the site's code
 * (docs/decisions/0003-server-rendering.md).
 */
async function loadRenderer(siteDir: string): Promise<RenderApp | undefined> {
  const entry = path.join(siteDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderApp };
  return module.render;
}

/**
 * Serves the built storefront: hashed assets with long caching, and for every storefront route
 * the index.html with this host's configuration, messages and theme inlined and the page
 * rendered on the server, so the first paint needs neither a further request nor JavaScript
 * (docs/decisions/0003-server-rendering.md).
 */
export async function registerSite(
  app: FastifyInstance,
  {
    siteDir,
    scopeLists,
    domains,
  }: { siteDir: string; scopeLists: ScopeListsLoader; domains: Domain[] },
) {
  const template = loadScriptsAfterPaint(await readFile(path.join(siteDir, 'index.html'), 'utf8'));
  for (const marker of [
    '<!--app-head-->',
    '<!--app-html-->',
    '<!--app-boot-->',
    '%LANG%',
    '%THEME%',
  ]) {
    if (!template.includes(marker))
      throw new Error(`${siteDir}/index.html lacks the marker ${marker}`);
  }

  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    wildcard: false,
    // The build writes each asset compressed beside it (scripts/precompress.ts).
    preCompressed: true,
    // The template and the server render are the server's, not the browser's.
    allowedPath: (pathName) =>
      pathName !== '/index.html' &&
      !pathName.startsWith('/server/') &&
      !pathName.startsWith('/.vite/'),
    setHeaders: (response, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const renderApp = await loadRenderer(siteDir);

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ html: string } | { redirect: string }> {
    const nonce = cspNonceOf(reply);
    const query = request.query as { language?: string; aid?: string };
    const language = languageOf(request, query.language);
    const configuration = configurationFor(request, { aid: query.aid, language });
    const messages = await messagesFor(request.domain, language, scopeLists);
    const { theme } = request.domain;
    const head = [
      // styled-components gives the style elements it adds in the browser this nonce.
      `<meta property="csp-nonce" nonce="${nonce}">`,
      `<title>${escapeHtml(messages.defaultSiteTitle)}</title>`,
      `<meta name="description" content="${escapeHtml(messages.defaultMetaDescription)}">`,
      `<link rel="icon" href="${escapeHtml(theme.tokens.asset.favicon.value)}">`,
      `<style id="theme-tokens" nonce="${nonce}">${styleText(theme.css)}</style>`,
    ].join('\n    ');
    const bootData: Record<string, unknown> = {
      configuration,
      messages: { ...messages, labels: compiledLabels(messages.labels) },
      consentAnswered: consentAnswered(request),
    };
    let page = { html: '', styles: '' };
    if (renderApp) {
      try {
        const rendered = await renderApp(request.url, bootData, {
          fetch: ownApiFetch(app, request, language),
          nonce,
        });
        if (rendered.redirect) return { redirect: rendered.redirect };
        page = rendered;
        // The answers the page was rendered with: the browser's SWR starts from them.
        if (rendered.data && Object.keys(rendered.data).length > 0) bootData.data = rendered.data;
      } catch (error) {
        // The browser renders the page itself then; a render bug must not take the page down.
        request.log.error({ err: error }, 'server render failed');
      }
    }
    const boot = `<script id="${bootDataId}" type="application/json">${scriptJson(bootData)}</script>`;
    // Function replacements: a string would read `$&`, `$'` and `$\`` in a text as patterns and
    // copy parts of the template into the page.
    return {
      html: template
        .replaceAll(cspNonceMarker, () => nonce)
        .replace('%LANG%', () => language)
        .replace('%THEME%', () => escapeHtml(theme.id))
        .replace('<!--app-head-->', () => `${head}\n    ${page.styles}`)
        .replace('<!--app-html-->', () => page.html)
        .replace('<!--app-boot-->', () => boot),
    };
  }

  // The first server render of each lazily loaded page or module suspends and streams it out
  // of order, which the browser reveals late; rendering the main routes of every domain once
  // before the first visitor means visitors get every page complete and in order.
  app.decorate('warmUpSite', async () => {
    if (!renderApp) return;
    const hosts = [...new Set(domains.map((domain) => domain.config.hosts[0]!))];
    for (const host of hosts) {
      for (const url of warmUpPaths) await app.inject({ url, headers: { host } });
    }
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route GET ${pathname}.` });
    }
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    rememberLanguage(request, reply, (request.query as { language?: unknown }).language);
    const page = await render(request, reply);
    if ('redirect' in page) return reply.redirect(page.redirect, 302);
    return (
      reply
        .status(pathname === '/404' ? 404 : 200)
        // The page carries this answer's nonce: no shared cache may hand it to anyone else.
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html)
    );
  });
}
