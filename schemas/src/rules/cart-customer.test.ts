import { describe, expect, it } from 'vitest';
import {
  euMemberStates,
  taxNumberRequired,
  validCustomerStatus,
  type BillingFields,
} from './cart-customer.ts';

const consumer: BillingFields = {
  customerKind: 'CONSUMER',
  name: 'Anna',
  lastname: 'Berger',
  company: '',
  street: 'Schildergasse 12',
  zipCode: '50667',
  city: 'Köln',
  country: 'DEU',
  email: 'anna.berger@example.com',
  vatId: '',
};

describe('the customer status of a checkout', () => {
  it('is valid with name, last name, street, postal code, city, country and e-mail', () => {
    expect(validCustomerStatus(consumer)).toBe(true);
    for (const field of ['name', 'lastname', 'street', 'zipCode', 'city', 'email'] as const) {
      expect(validCustomerStatus({ ...consumer, [field]: '  ' }), field).toBe(false);
    }
  });

  it('needs a company name of a business', () => {
    expect(validCustomerStatus({ ...consumer, customerKind: 'BUSINESS' })).toBe(false);
    expect(
      validCustomerStatus({ ...consumer, customerKind: 'BUSINESS', company: 'Kanzlei Berger' }),
    ).toBe(true);
  });
});

describe('whether a VAT id is required', () => {
  const business = { ...consumer, customerKind: 'BUSINESS' as const, company: 'Cabinet Dubois' };
  it('is so for a business in another EU member state without one', () => {
    expect(taxNumberRequired({ ...business, country: 'FRA' }, 'DEU')).toBe(true);
    expect(taxNumberRequired({ ...business, country: 'FRA', vatId: 'FR40303265045' }, 'DEU')).toBe(
      false,
    );
  });

  it('is not so for consumers, the seller’s own country or countries outside the EU', () => {
    expect(taxNumberRequired({ ...consumer, country: 'FRA' }, 'DEU')).toBe(false);
    expect(taxNumberRequired(business, 'DEU')).toBe(false);
    expect(taxNumberRequired({ ...business, country: 'CHE' }, 'DEU')).toBe(false);
  });

  it('knows the 27 member states', () => {
    expect(euMemberStates).toHaveLength(27);
    expect(euMemberStates).not.toContain('GBR');
  });
});
