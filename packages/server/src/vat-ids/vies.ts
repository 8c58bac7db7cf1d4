/**
 * The EU's VIES service (VAT Information Exchange System) as the VAT id confirmation: one POST
 * of `{ countryCode, vatNumber, requesterMemberStateCode, requesterNumber }` to its REST
 * endpoint `check-vat-number`. Whatever is not a clear answer (an error status, an error body,
 * a timeout, no network) is `unavailable`. `fetch` lets tests replay recorded answers.
 */
import type { VatIdAnswer, VatIdConfirmation, VatIdUnavailable } from './confirmation.ts';

interface ViesSettings {
  /** The `check-vat-number` endpoint. */
  url: string;
  fetch?: typeof fetch;
  /** Milliseconds to wait for an answer. */
  timeoutMs?: number;
}

/** A VAT id's two letters and the rest, as VIES takes them (`ATU13585627` → `AT`, `U13585627`). */
const partsOf = (vatId: string) => ({ countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) });

const textOrUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== '---'
    ? value.trim()
    : undefined;

export function viesConfirmation(settings: ViesSettings): VatIdConfirmation {
  const send = settings.fetch ?? fetch;
  const unavailable: VatIdUnavailable = { unavailable: true };
  return {
    async confirm(vatId, requester) {
      const requesterParts = requester ? partsOf(requester) : undefined;
      let body: Record<string, unknown>;
      try {
        const response = await send(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            ...partsOf(vatId),
            ...(requesterParts
              ? {
                  requesterMemberStateCode: requesterParts.countryCode,
                  requesterNumber: requesterParts.vatNumber,
                }
              : {}),
          }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
        if (!response.ok) return unavailable;
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        return unavailable;
      }
      if (typeof body.valid !== 'boolean') return unavailable;
      const checkedAt = new Date(typeof body.requestDate === 'string' ? body.requestDate : '');
      const name = textOrUndefined(body.name);
      const address = textOrUndefined(body.address);
      const requestId = textOrUndefined(body.requestIdentifier);
      const answer: VatIdAnswer = {
        valid: body.valid,
        checkedAt: Number.isNaN(checkedAt.getTime()) ? new Date() : checkedAt,
        ...(name ? { name } : {}),
        ...(address ? { address } : {}),
        ...(requestId ? { requestId } : {}),
      };
      return answer;
    },
  };
}
