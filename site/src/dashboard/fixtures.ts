/**
 * An example booking for the dashboard's stories: a specialist course in Köln, awaiting payment,
 * with its invoice, that the customer attends herself. Not shown by the product.
 */
import type { Booking } from '@kursmarkt/schemas';

export const exampleBooking: Booking = {
  id: '0d6f4b8e-1a2b-4c3d-8e9f-000000000001',
  orderId: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000a1',
  orderNumber: 'KM-7QX2M4PA',
  courseId: 12,
  name: 'Fachanwaltslehrgang Arbeitsrecht',
  organizerName: 'Fachinstitut für Arbeitsrecht Köln',
  courseType: 'PRESENT',
  startDate: '2027-04-12',
  endDate: '2027-04-16',
  city: 'Köln',
  status: 'AWAITING_PAYMENT',
  paidCents: 189_000,
  documents: [
    { id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000d1', kind: 'INVOICE', number: 'KM-2027-17' },
  ],
  cancellable: true,
  withdrawable: true,
  manual: false,
  participant: { firstName: 'Anna', lastName: 'Berger', email: 'anna.berger@example.com' },
  participantChangeable: false,
};
