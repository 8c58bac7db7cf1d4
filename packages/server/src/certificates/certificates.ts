/**
 * Certificates of attendance as others read them (docs/decisions/0062-certificates-anyone-can-verify.md):
 * the further-training status and the chamber letter list each position's certificates by these
 * names, which stay as they are.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.ts';
import { certificates, type CertificateStatus } from '../db/schema.ts';

export type CertificateSummary = {
  id: string;
  positionId: string;
  scheduleId: number;
  status: CertificateStatus;
  /** The SHA-256 of the PDF's bytes, hex. */
  sha256: string;
  issuedAt: Date;
  /** The Fachgebiet the hours count for; null when the position names none. */
  scope: { id: number; name: string } | null;
  /** Net hours attended (minutes / 60), and the minutes themselves. */
  hours: number;
  minutes: number;
};

/** Every certificate of the positions `positionIds`, oldest first (a reissued one before its successor). */
export async function certificatesFor(
  db: Db | Transaction,
  positionIds: readonly string[],
): Promise<CertificateSummary[]> {
  if (positionIds.length === 0) return [];
  const rows = await db
    .select({
      id: certificates.id,
      positionId: certificates.positionId,
      scheduleId: certificates.scheduleId,
      status: certificates.status,
      sha256: certificates.sha256,
      issuedAt: certificates.issuedAt,
      document: certificates.document,
    })
    .from(certificates)
    .where(inArray(certificates.positionId, [...positionIds]))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
  return rows.map(({ document, ...row }) => ({
    ...row,
    scope: document.scope,
    minutes: document.attendedMinutes,
    hours: document.attendedMinutes / 60,
  }));
}
