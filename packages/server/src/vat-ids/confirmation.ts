/**
 * Whether a buyer's VAT id is registered (§ 18e UStG): a reverse-charge invoice needs a VAT id
 * the authorities confirmed. The adapter of the EU's VIES service (vies.ts) answers; without one
 * configured nothing is confirmed, and every order is charged German VAT.
 */

/** The service's answer on one VAT id. */
export interface VatIdAnswer {
  /** The id is registered (and valid for intra-EU supplies) in its member state. */
  valid: boolean;
  /** The registered name and address, where the member state gives them. */
  name?: string;
  address?: string;
  /** When the service checked it. */
  checkedAt: Date;
  /** The consultation number of a qualified confirmation (asked with the requester's VAT id). */
  requestId?: string;
}

/** The service could not answer (down, the member state's register unavailable, a timeout). */
export interface VatIdUnavailable {
  unavailable: true;
}

export interface VatIdConfirmation {
  /**
   * Asks about `vatId` (with its country's prefix, e.g. `ATU13585627`); `requester` is the
   * seller's VAT id, for a qualified confirmation with a consultation number.
   */
  confirm(vatId: string, requester: string | undefined): Promise<VatIdAnswer | VatIdUnavailable>;
}

/** Without a configured service: no VAT id is ever confirmed. */
export const noVatIdConfirmation: VatIdConfirmation = {
  confirm: () => Promise.resolve({ unavailable: true }),
};
