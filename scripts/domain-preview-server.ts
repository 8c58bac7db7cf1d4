/**
 * The live preview's HTTP side (`npm run domain:preview`): the storefront and API of the last
 * valid state of a domain folder, rebuilt on each valid save, with every page telling the
 * browser to reload when a new state is served and listing the folder's mistakes meanwhile.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { formatIssue } from '@kursmarkt/schemas';
import type { Domain } from '../packages/server/src/domains/load.ts';
import { escapeHtml } from '../packages/server/src/html.ts';
import type { DomainFolderWatch, PreviewState } from './domain-preview-watch.ts';

/** The preview's own addresses, beside the storefront's. */
export const previewPaths = {
  /** A server-sent event stream: the state now, then each new one. */
  events: '/__domain-preview/events',
  /** The script every page loads: it reloads the page or shows the mistakes. */
  client: '/__domain-preview/client.js',
} as const;

/** What a page hears of a state: which valid state it is and the mistakes as check lines. */
export type PreviewMessage = { version: number; folder: string; issues: string[] };

const texts = {
  de: (folder: string) =>
    `${folder} hat Fehler; die Vorschau zeigt den letzten gültigen Stand. Jede Zeile nennt Pfad und Fehler:`,
  en: (folder: string) =>
    `${folder} has mistakes; the preview shows its last valid state. Each line names a path and the mistake:`,
  nothingYet: {
    de: 'Noch kein gültiger Stand: die Vorschau erscheint, sobald der Ordner keine Fehler mehr hat.',
    en: 'No valid state yet: the preview appears once the folder has no mistakes.',
  },
};

/**
 * The box that lists the mistakes, in the page's language. The page's script draws the same
 * box (previewClient), so a page shows the mistakes from its first paint on.
 */
function issuesBox(message: PreviewMessage, language: string) {
  const lang = language === 'en' ? 'en' : 'de';
  const hidden = message.issues.length === 0 ? ' hidden' : '';
  const lines = message.issues.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('');
  return `<aside id="domain-preview-issues" role="status"${hidden} style="${boxStyle}"><p style="margin:0 0 .5rem;font-weight:700">${escapeHtml(texts[lang](message.folder))}</p><ul style="margin:0;padding-left:1.25rem">${lines}</ul></aside>`;
}
const boxStyle =
  'position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:2147483647;max-height:45vh;overflow:auto;padding:1rem;background:#fff;color:#1b1b1b;border:3px solid #b3261e;border-radius:.5rem;box-shadow:0 4px 16px #0000004d;font:14px/1.5 system-ui,sans-serif';

/**
 * The page's side: listens to the event stream, reloads when the served state is not the one
 * the page was made from, and otherwise redraws the box of mistakes.
 */
export const previewClient = `(() => {
  const script = document.currentScript;
  const shown = Number(script.dataset.version);
  const texts = ${JSON.stringify({ de: texts.de('{folder}'), en: texts.en('{folder}') })};
  const events = new EventSource(${JSON.stringify(previewPaths.events)});
  events.addEventListener('state', (event) => {
    const message = JSON.parse(event.data);
    if (message.version !== shown && message.version > 0) {
      events.close();
      window.location.reload();
      return;
    }
    const box = document.getElementById('domain-preview-issues');
    if (!box) return;
    const lang = document.documentElement.lang === 'en' ? 'en' : 'de';
    box.hidden = message.issues.length === 0;
    box.querySelector('p').textContent = texts[lang].replace('{folder}', message.folder);
    box.querySelector('ul').replaceChildren(
      ...message.issues.map((line) => {
        const item = document.createElement('li');
        const code = document.createElement('code');
        code.textContent = line;
        item.append(code);
        return item;
      }),
    );
  });
})();
`;

/** The page when the folder has never been valid: the mistakes and nothing else. */
function nothingYetPage(message: PreviewMessage) {
  return `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8"><title>${escapeHtml(message.folder)}</title></head>
  <body style="font:16px/1.5 system-ui,sans-serif;margin:2rem">
    <main><p>${escapeHtml(texts.nothingYet.de)}</p><p lang="en">${escapeHtml(texts.nothingYet.en)}</p></main>
    ${issuesBox(message, 'de')}
    <script src="${previewPaths.client}" data-version="${message.version}"></script>
  </body>
</html>
`;
}

/** Adds the box of mistakes and the preview's script to a storefront page. */
function withPreview(html: string, message: PreviewMessage) {
  const language = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? 'de';
  const additions = `${issuesBox(message, language)}<script src="${previewPaths.client}" data-version="${message.version}"></script>`;
  return html.includes('</body>')
    ? html.replace('</body>', () => `${additions}</body>`)
    : `${html}${additions}`;
}

export type PreviewServerOptions = {
  /** The folder as the lines name it, e.g. site/domains/lumen. */
  folder: string;
  watch: DomainFolderWatch;
  /**
   * The preview's own host names (where it listens): the domain answers on them too, besides
   * its own hosts, which answer 404 to any other.
   */
  hosts: string[];
  /**
   * The API server and storefront of one valid state of the domain (not yet listening), as the
   * preview serves it (`previewed`).
   */
  buildApp: (domain: Domain) => Promise<FastifyInstance>;
  /** Where a state that could not be served is reported. */
  onError?: (error: unknown) => void;
};

/**
 * The domain as the preview serves it: on the preview's hosts too, and without its configured
 * origin, so that its absolute addresses (sign-in, mails) lead to the preview.
 */
export const previewed = (
  { config: { origin: _origin, ...config }, ...domain }: Domain,
  hosts: string[],
): Domain => ({
  ...domain,
  config: { ...config, hosts: [...new Set([...config.hosts, ...hosts])] },
});

/**
 * Serves the last valid state of the watched folder: `handle` answers HTTP requests (give it to
 * `http.createServer`); `ready` resolves once the state checked first is served.
 */
export function createPreviewServer({
  folder,
  watch,
  hosts,
  buildApp,
  onError,
}: PreviewServerOptions) {
  let served: { app: FastifyInstance; version: number } | undefined;
  const streams = new Set<ServerResponse>();
  const message = (): PreviewMessage => ({
    version: served?.version ?? 0,
    folder,
    issues: watch.state.issues.map(formatIssue),
  });
  const send = (stream: ServerResponse) =>
    stream.write(`event: state\ndata: ${JSON.stringify(message())}\n\n`);

  /** Serves a new valid state before the pages hear of it, so that their reload shows it. */
  async function serve(state: PreviewState) {
    if (state.domain && state.version !== served?.version) {
      try {
        const app = await buildApp(previewed(state.domain, hosts));
        await app.ready();
        const before = served;
        served = { app, version: state.version };
        await before?.app.close();
      } catch (error) {
        onError?.(error);
      }
    }
    for (const stream of streams) send(stream);
  }
  let serving = serve(watch.state);
  const onState = (state: PreviewState) => {
    serving = serving.then(() => serve(state));
  };
  watch.on('state', onState);

  async function page(request: IncomingMessage, response: ServerResponse, app: FastifyInstance) {
    const { 'accept-encoding': _encodings, ...headers } = request.headers;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: request.url ?? '/',
      headers: headers as Record<string, string>,
    });
    const type = String(answer.headers['content-type'] ?? '');
    const body = type.startsWith('text/html')
      ? Buffer.from(withPreview(answer.body, message()))
      : answer.rawPayload;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding') {
        response.setHeader(name, value as string | string[]);
      }
    }
    response.writeHead(answer.statusCode, { 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = request.url ?? '/';
    if (url === previewPaths.client) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
      response.end(previewClient);
      return;
    }
    if (url === previewPaths.events) {
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      streams.add(response);
      request.once('close', () => streams.delete(response));
      send(response);
      return;
    }
    const app = served?.app;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!app) {
      if (wantsPage) {
        response.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
        response.end(nothingYetPage(message()));
      } else {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            code: 'UNAVAILABLE',
            message: `${folder} has not been valid yet: ${message().issues.join('; ')}`,
          }),
        );
      }
      return;
    }
    if (wantsPage) {
      page(request, response, app).catch((error: unknown) => {
        onError?.(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    app.routing(request, response);
  }

  return {
    handle,
    /** Resolves once every state checked so far is served. */
    ready: () => serving,
    async close() {
      watch.off('state', onState);
      for (const stream of streams) stream.end();
      await serving;
      await served?.app.close();
    },
  };
}
