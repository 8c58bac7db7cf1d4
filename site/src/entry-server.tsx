/**
 * The server render of the storefront (built with `vite build --ssr` into dist/server): the
 * server calls `render` for each page, inlines the HTML and the collected styles, and the
 * browser hydrates the same tree, so the first paint needs no JavaScript.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
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
  /**
   * The page's content-security-policy nonce: on React's own inline scripts and on the style
   * elements of the collected styles, which the policy allows by it.
   */
  nonce?: string;
};

/**
 * The whole HTML of `tree` once every part has finished (lazy pages and modules included). The
 * whole page is rendered before it is sent, so nothing is gained by moving large parts out of
 * order: React would reveal them with a script, throttled, after the first paint.
 */
function renderWhole(tree: ReactNode, nonce: string | undefined) {
  return new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onAllReady() {
        const chunks: Buffer[] = [];
        pipe(new PassThrough())
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
          .on('error', reject);
      },
    });
  });
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
  const sheet = new ServerStyleSheet({ nonce: options.nonce });
  let redirect: string | undefined;
  try {
    const html = await renderWhole(
      sheet.collectStyles(
        <App
          boot={{ ...boot, data }}
          catalog={boot.configuration.language === 'en' ? englishCatalog : undefined}
          server={{ url, redirect: (path) => (redirect = path) }}
        />,
      ),
      options.nonce,
    );
    return { html, styles: sheet.getStyleTags(), data, ...(redirect ? { redirect } : {}) };
  } finally {
    sheet.seal();
  }
}
