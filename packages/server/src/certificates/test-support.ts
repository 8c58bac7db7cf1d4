/**
 * Test support: the certificates' context of a test app (its database, outbox and a storage), as
 * app.ts builds it, with the clock attendance is judged by.
 */
import path from 'node:path';
import type { CartTestApp } from '../booking/test-support.ts';
import type { Clock } from '../clock.ts';
import { loadDomains } from '../domains/load.ts';
import type { FileStorage } from '../storage/storage.ts';
import { attendanceFactsOf } from './facts.ts';
import type { CertificateContext } from './issue.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

export async function certificateContextOf(
  t: CartTestApp,
  storage: FileStorage,
  clock: Clock = t.clock,
): Promise<CertificateContext> {
  const { domains } = await loadDomains(examples);
  return {
    db: t.database.database.db,
    clock,
    outbox: t.app.outbox,
    storage,
    factsOf: attendanceFactsOf(clock),
    siteOf: (id) => {
      const domain = domains.find((entry) => entry.config.id === id);
      return (
        domain && {
          siteName: domain.config.name,
          seller: domain.config.seller,
          origin: domain.config.origin ?? `https://${domain.config.hosts.at(-1)}`,
        }
      );
    },
  };
}
