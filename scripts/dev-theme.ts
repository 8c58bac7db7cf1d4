/**
 * `npm run dev`'s answer at `devThemePath`: the theme the server would have inlined into a page
 * for the request's host — the domain the server's own code picks for that host, loaded and
 * resolved with its customTheme by the server's loader. The domain files are read on each call,
 * so an edited theme or domain file shows on the next reload.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatIssue } from '@kursmarkt/schemas';
import { loadDomains } from '../packages/server/src/domains/load.ts';
import { domainPicker } from '../packages/server/src/plugins/domain.ts';

/** A connect-style handler (Vite's middlewares) answering JSON `{ id, css, favicon }`. */
export function devThemeHandler(domainsDir: string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const { domains, issues } = await loadDomains(domainsDir);
    response.setHeader('content-type', 'application/json; charset=utf-8');
    if (issues.length > 0 || domains.length === 0) {
      response.statusCode = 500;
      response.end(JSON.stringify({ issues: issues.map(formatIssue) }));
      return;
    }
    const domain = domainPicker(domains)(request.headers.host ?? '');
    if (!domain) {
      response.statusCode = 404;
      response.end(JSON.stringify({ issues: ['No domain lists this host in hosts.'] }));
      return;
    }
    const { theme } = domain;
    response.end(
      JSON.stringify({ id: theme.id, css: theme.css, favicon: theme.tokens.asset.favicon.value }),
    );
  };
}
