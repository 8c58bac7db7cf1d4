/**
 * The API answers a page is rendered with on the server, so that its first paint shows them and
 * the browser asks for nothing before it (docs/decisions/0003-server-rendering.md). Server
 * build only.
 */
import type { DataRequest } from '@kursmarkt/api';
import { startPageRequests } from '@kursmarkt/modules';
import type { ModuleName } from '@kursmarkt/schemas';
import type { BootData } from './boot.ts';

/** The calls the page at `url` needs before it renders; none for pages that load their own. */
export function routeRequests(url: string, { configuration }: BootData): DataRequest[] {
  if (configuration.maintenance) return [];
  const { pathname } = new URL(url, 'http://storefront.invalid');
  if (pathname === '/') {
    return startPageRequests(
      configuration.modules,
      configuration.startPageComponent as ModuleName | undefined,
    );
  }
  return [];
}
