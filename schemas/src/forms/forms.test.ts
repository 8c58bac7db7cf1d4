import { describe, expect, it } from 'vitest';
import {
  accountAddressFormSchema,
  changeEmailFormSchema,
  checkoutCustomerFormSchema,
  formFieldErrors,
  newsletterFormSchema,
  registrationFormSchema,
  signInFormSchema,
  voucherFormSchema,
} from './index.ts';

const consumer = {
  customerKind: 'CONSUMER' as const,
  company: '',
  name: 'Anna',
  lastname: 'Berger',
  street: 'Hauptstraße 1',
  zipCode: '50667',
  city: 'Köln',
  country: 'DEU',
  email: 'anna.berger@example.com',
  phone: '',
  vatId: '',
  buyerReference: '',
};

const record = {
  name: 'Anna',
  lastname: 'Berger',
  street: '',
  zipCode: '',
  city: '',
  country: 'DEU',
  company: '',
  vatId: '',
  buyerReference: '',
};

describe('the checkout billing form rule', () => {
  it('takes a consumer with the whole address', () => {
    expect(formFieldErrors(checkoutCustomerFormSchema, consumer)).toEqual([]);
  });

  it('names every missing field once, a name of spaces as missing, in the order of the form', () => {
    expect(
      formFieldErrors(checkoutCustomerFormSchema, { ...consumer, name: '  ', city: '', email: '' }),
    ).toEqual([
      { field: 'name', code: 'REQUIRED' },
      { field: 'city', code: 'REQUIRED' },
      { field: 'email', code: 'REQUIRED' },
    ]);
  });

  it('asks a business for its company and checks its VAT id by the country rule', () => {
    const business = { ...consumer, customerKind: 'BUSINESS' as const };
    expect(
      formFieldErrors(checkoutCustomerFormSchema, { ...business, vatId: 'DE136695975' }),
    ).toEqual([
      { field: 'company', code: 'REQUIRED' },
      { field: 'vatId', code: 'INVALID_CHECKSUM' },
    ]);
    expect(
      formFieldErrors(checkoutCustomerFormSchema, {
        ...business,
        company: 'Kanzlei',
        vatId: 'DE12',
      }),
    ).toEqual([{ field: 'vatId', code: 'INVALID_FORMAT' }]);
    expect(
      formFieldErrors(checkoutCustomerFormSchema, {
        ...business,
        company: 'Kanzlei',
        vatId: 'ATU13585627',
      }),
    ).toEqual([]);
  });

  it("ignores a consumer's left-over company and VAT id", () => {
    expect(formFieldErrors(checkoutCustomerFormSchema, { ...consumer, vatId: 'DE12' })).toEqual([]);
  });
});

describe("the customer record's form rule", () => {
  it('takes names and a country without the rest of the address', () => {
    expect(formFieldErrors(accountAddressFormSchema, record)).toEqual([]);
  });

  it('needs the names and a country', () => {
    expect(
      formFieldErrors(accountAddressFormSchema, { ...record, lastname: '', country: '' }),
    ).toEqual([
      { field: 'lastname', code: 'REQUIRED' },
      { field: 'country', code: 'REQUIRED' },
    ]);
  });

  it('needs the company beside a VAT id and a VAT id that passes its rule', () => {
    expect(formFieldErrors(accountAddressFormSchema, { ...record, vatId: 'DE136695975' })).toEqual([
      { field: 'vatId', code: 'INVALID_CHECKSUM' },
      { field: 'company', code: 'REQUIRED' },
    ]);
  });
});

describe('the account form rules', () => {
  const registration = {
    firstName: 'Anna',
    lastName: 'Berger',
    email: 'anna.berger@example.com',
    password: 'Kursmarkt-Demo-2026',
    terms: 'yes',
  };

  it('take a complete registration', () => {
    expect(formFieldErrors(registrationFormSchema, registration)).toEqual([]);
  });

  it.each([
    ['a name of spaces', { firstName: '   ' }, 'firstName', 'REQUIRED'],
    ['a name over 100 characters', { lastName: 'x'.repeat(101) }, 'lastName', 'TOO_LONG'],
    ['an address without a domain', { email: 'anna@' }, 'email', 'INVALID_FORMAT'],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@x.de` }, 'email', 'TOO_LONG'],
    ['a password under 10 characters', { password: 'Kurs-2026' }, 'password', 'TOO_SHORT'],
    ['a password of letters only', { password: 'Kursmarktdemo' }, 'password', 'INVALID_FORMAT'],
    ['a password of digits only', { password: '20262026202' }, 'password', 'INVALID_FORMAT'],
    [
      'a password over 200 characters',
      { password: `1a${'x'.repeat(199)}` },
      'password',
      'TOO_LONG',
    ],
    ['terms not accepted', { terms: '' }, 'terms', 'NOT_ALLOWED'],
  ])('refuse %s', (_case, change, field, code) => {
    expect(formFieldErrors(registrationFormSchema, { ...registration, ...change })).toEqual([
      { field, code },
    ]);
  });

  it('take an address with spaces around it', () => {
    expect(
      formFieldErrors(changeEmailFormSchema, { email: ' anna@example.com ', currentPassword: 'x' }),
    ).toEqual([]);
  });

  it('ask at sign-in only that address and password are given, not their form', () => {
    expect(formFieldErrors(signInFormSchema, { email: 'anna', password: 'x' })).toEqual([]);
    expect(formFieldErrors(signInFormSchema, { email: ' ', password: '' })).toEqual([
      { field: 'email', code: 'REQUIRED' },
      { field: 'password', code: 'REQUIRED' },
    ]);
  });
});

describe('the newsletter form rule', () => {
  it.each([
    ['an address with spaces around it', ' erika@kanzlei-muster.de ', []],
    ['no address', '  ', [{ field: 'email', code: 'REQUIRED' }]],
    ['an address without a domain', 'erika@kanzlei', [{ field: 'email', code: 'INVALID_FORMAT' }]],
    [
      'an address over 254 characters',
      `${'a'.repeat(250)}@x.de`,
      [{ field: 'email', code: 'TOO_LONG' }],
    ],
  ])('judges %s', (_case, email, errors) => {
    expect(formFieldErrors(newsletterFormSchema, { email })).toEqual(errors);
  });
});

describe('the voucher form rule', () => {
  it('takes letters, digits, hyphens and underscores, with spaces around them', () => {
    expect(formFieldErrors(voucherFormSchema, { code: ' Willkommen_10-A ' })).toEqual([]);
  });

  it.each([['WINTER 24!'], [''], ['x'.repeat(41)]])('refuses %j by its form', (code) => {
    expect(formFieldErrors(voucherFormSchema, { code })).toEqual([
      { field: 'code', code: 'INVALID_FORMAT' },
    ]);
  });
});
