/**
 * The server render of the storefront (built with `vite build --ssr` into dist/server): the
 * server calls `render` for each page, inlines the HTML and the collected styles, and the
 * browser hydrates the same tree, so the first paint needs no JavaScript.
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { createApiClient, loadFallback } from '@kursmarkt/api';
import { App } from './App.tsx';
import type { BootData } from './boot.ts';
import { englishCatalog } from './english-catalog.ts';
import { routeRequests } from './route-data.ts';

/**
 * The page's HTML and styles, or the redirect the render decided; `data` are the API answers the
 * page was rendered with, by SWR's serialized key, for the server to inline as `BootData.data`.
 */
export type RenderResult = {
  html: string;
  styles: string;
  data: Record<string, unknown>;
  redirect?: string;
};

export type RenderOptions = {
  /**
   * Answers API calls on the server, as the browser's fetch would be answered on this host
   * (the server passes its own routes). Without it the page renders without data.
   */
  fetch?: typeof fetch;
};

async function collect(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `url` for a domain; lazy pages and modules are waited for. The data the route needs
 * first (route-data.ts) is loaded through `options.fetch` before the render; other pages load
 * their data in the browser.
 */
export async function render(
  url: string,
  boot: BootData,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const requests = routeRequests(url, boot);
  const data =
    options.fetch && requests.length > 0
      ? await loadFallback(
          createApiClient({
            fetch: options.fetch,
            language: () => boot.configuration.language,
            retryDelay: () => 0,
          }),
          requests,
        )
      : {};
  const sheet = new ServerStyleSheet();
  let redirect: string | undefined;
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <App
          boot={{ ...boot, data }}
          catalog={boot.configuration.language === 'en' ? englishCatalog : undefined}
          server={{ url, redirect: (path) => (redirect = path) }}
        />,
      ),
      // The whole page is rendered before it is sent, so nothing is gained by moving large parts
      // out of order: React would reveal them with a script, throttled, after the first paint.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await collect(prelude);
    return { html, styles: sheet.getStyleTags(), data, ...(redirect ? { redirect } : {}) };
  } finally {
    sheet.seal();
  }
}
