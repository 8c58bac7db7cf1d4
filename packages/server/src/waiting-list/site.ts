import type { FastifyInstance } from 'fastify';
import type { Domain } from '../domains/load.ts';
import { jobOriginOf } from '../plugins/domain.ts';
import type { WaitingListContext, WaitingListSite } from './offers.ts';

/** An offer holds its seat this long unless the app is told otherwise. */
const defaultHoldHours = 48;

/**
 * The waiting list's context for the app: the outbox, the hold, and each domain's name, seller,
 * first language and storefront address for the mails, which jobs write without a request
 * (`jobOriginOf`: the configured origin, else the first host).
 */
export function waitingListContextOf(
  app: FastifyInstance,
  domains: readonly Domain[],
  holdHours = defaultHoldHours,
): (now: Date) => WaitingListContext {
  const siteOf = (id: string): WaitingListSite | undefined => {
    const domain = domains.find((entry) => entry.config.id === id);
    if (!domain) return undefined;
    return {
      siteName: domain.config.name,
      seller: domain.config.seller,
      language: domain.config.locales[0] ?? 'de',
      origin: jobOriginOf(app, domain),
    };
  };
  return (now) => ({ now, outbox: app.outbox, holdHours, siteOf });
}
