/**
 * Example contract values for stories and tests of the packages that use the contract (never
 * shown by the product): one answer shape written once, so that a change of the contract shows
 * up in one place.
 */
import type { CartPosition } from '../api/cart.ts';

/** A consumer's cart position: an online employment-law course of 15 hours, 595 € with 19 % VAT. */
export const exampleCartPosition: CartPosition = {
  id: '0b6f2a1e-4c3d-4e5f-8a7b-9c0d1e2f3a4b',
  courseId: 17,
  packageId: null,
  pricelevelId: 31,
  scheduleId: 3,
  scopeId: null,
  scopeIds: [4],
  categoryId: null,
  packageIncluded: false,
  durationValue: 15,
  type: 'EDUCATION',
  organizerId: 2,
  name: 'Aktuelles Arbeitsrecht 2027',
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  courseType: 'ONLINE',
  scopes: [{ id: 4, name: 'Arbeitsrecht' }],
  priceValue: 59_500,
  discountPriceValue: 59_500,
  netPriceValue: 50_000,
  vatCategory: 'STANDARD',
  vatRate: 1900,
  vatExemptionReason: null,
  remainingCredits: null,
  creditsAvailable: false,
  availableCredits: null,
  voucher: null,
  startDate: '2027-03-04',
  endDate: '2027-03-04',
  city: null,
  priceLevels: [{ id: 31, name: 'Standard', priceValue: 59_500 }],
  detailPath: '/fortbildung/aktuelles-arbeitsrecht-2027-17',
  proofRequired: false,
  problem: null,
};
