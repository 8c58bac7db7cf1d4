import type { MessageCatalog } from '@kursmarkt/i18n';
import type { ConfigurationResponse, MessagesResponse } from '@kursmarkt/schemas';
import { bootDataId } from '@kursmarkt/schemas/rules';

/**
 * What the server inlines into every page (packages/server/src/site.ts): the configuration, the
 * messages, whether the visitor answered the consent question and, for a page rendered with its
 * data, the API answers it was rendered with, by SWR's serialized key (site/src/route-data.ts).
 */
export type BootData = {
  configuration: ConfigurationResponse;
  /**
   * The domain's messages; the server inlines its `labels` compiled to ICU message ASTs, since
   * the browser build has no message parser (docs/decisions/0027-*).
   */
  messages: Omit<MessagesResponse, 'labels'> & { labels: MessageCatalog };
  /**
   * Whether the visitor's consent cookie holds a choice (the server read it): without one the
   * page renders the consent banner, on the server and in the browser's first render alike.
   */
  consentAnswered: boolean;
  data?: Record<string, unknown>;
};

/**
 * Reads the configuration and messages the server inlined. The server validated both against the
 * schemas when it loaded the domain, so the page does not ship the schema library to check again.
 */
export function readBootData(): BootData {
  const element = document.getElementById(bootDataId);
  if (!element?.textContent) {
    throw new Error('The page has no boot data: open the storefront through the Kursmarkt server.');
  }
  return JSON.parse(element.textContent) as BootData;
}

/**
 * The boot data of this page in development: inlined by the server when it rendered the page, or,
 * in `vite dev` (npm run dev), where no server wrote it, fetched from the API
 * (docs/architecture.md). The production build reads the inlined data only (main.tsx).
 */
export async function loadBootData(fetch: typeof globalThis.fetch = globalThis.fetch) {
  if (!document.getElementById(bootDataId)) {
    const { fetchBootData } = await import('./dev-boot.ts');
    await fetchBootData(fetch);
  }
  return readBootData();
}
