import { describe, expect, it } from 'vitest';
import {
  euMemberStates,
  reverseChargeApplies,
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

describe('reverse charge', () => {
  const austrianBusiness: BillingFields = {
    ...consumer,
    customerKind: 'BUSINESS',
    company: 'Kanzlei Huber',
    zipCode: '1010',
    city: 'Wien',
    country: 'AUT',
    vatId: 'ATU13585627',
  };

  it('applies to a business in another EU country with its VAT id', () => {
    expect(reverseChargeApplies(austrianBusiness, 'DEU')).toBe(true);
  });

  it('does not apply without the VAT id, to a consumer, at home or outside the EU', () => {
    expect(reverseChargeApplies({ ...austrianBusiness, vatId: ' ' }, 'DEU')).toBe(false);
    expect(reverseChargeApplies({ ...austrianBusiness, customerKind: 'CONSUMER' }, 'DEU')).toBe(
      false,
    );
    expect(reverseChargeApplies({ ...austrianBusiness, country: 'DEU' }, 'DEU')).toBe(false);
    expect(reverseChargeApplies({ ...austrianBusiness, country: 'CHE' }, 'DEU')).toBe(false);
  });

  it('does not apply with a VAT id that fails its rule or is of the seller’s country', () => {
    expect(reverseChargeApplies({ ...austrianBusiness, vatId: 'ATU1' }, 'DEU')).toBe(false);
    expect(reverseChargeApplies({ ...austrianBusiness, vatId: 'ATU13585626' }, 'DEU')).toBe(false);
    expect(reverseChargeApplies({ ...austrianBusiness, vatId: 'DE136695976' }, 'DEU')).toBe(false);
  });
});
