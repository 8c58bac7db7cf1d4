/**
 * The server render of the storefront (built with `vite build --ssr` into dist/server): the
 * server calls `render` for each page, inlines the HTML and the collected styles, and the
 * browser hydrates the same tree, so the first paint needs no JavaScript.
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.tsx';
import type { BootData } from './boot.ts';
import { englishMessages } from './english-messages.ts';

export type RenderResult = { html: string; styles: string; redirect?: string };

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

/** Renders `url` for a domain; lazy pages and modules are waited for, data is fetched later. */
export async function render(url: string, boot: BootData): Promise<RenderResult> {
  const sheet = new ServerStyleSheet();
  let redirect: string | undefined;
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <App
          boot={boot}
          packageMessages={boot.configuration.language === 'en' ? englishMessages : undefined}
          server={{ url, redirect: (path) => (redirect = path) }}
        />,
      ),
      // The whole page is rendered before it is sent, so nothing is gained by moving large parts
      // out of order: React would reveal them with a script, throttled, after the first paint.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await collect(prelude);
    return { html, styles: sheet.getStyleTags(), ...(redirect ? { redirect } : {}) };
  } finally {
    sheet.seal();
  }
}
