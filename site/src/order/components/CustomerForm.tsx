import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { CheckoutCustomer, FieldError } from '@kursmarkt/schemas';
import { vatIdVerdict } from '@kursmarkt/schemas/rules';
import { Alert, RadioGroup, Select, SpinnerButton, Stack, TextField } from '@kursmarkt/ui';
import { fieldProblemMessage, orderMessages as m } from '../messages.ts';

/** The billing fields, in the order of the form. */
const customerFields = [
  'company',
  'name',
  'lastname',
  'street',
  'zipCode',
  'city',
  'country',
  'email',
  'phone',
  'vatId',
  'buyerReference',
] as const;
type FieldName = (typeof customerFields)[number];
type Problems = Partial<Record<FieldName, MessageDescriptor>>;

const fieldId = (field: FieldName) => `order-customer-${field}`;
const isField = (value: string): value is FieldName =>
  (customerFields as readonly string[]).includes(value);

const autoComplete: Record<FieldName, string> = {
  company: 'organization',
  name: 'given-name',
  lastname: 'family-name',
  street: 'street-address',
  zipCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  email: 'email',
  phone: 'tel',
  vatId: 'off',
  buyerReference: 'off',
};

/**
 * What the form checks before sending: the fields the server requires for the kind of buyer, and
 * a business's VAT id by the rule the server applies (its country's format and check digit).
 */
function missingFields(customer: CheckoutCustomer): Problems {
  const required: FieldName[] = ['name', 'lastname', 'street', 'zipCode', 'city', 'country'];
  if (customer.customerKind === 'BUSINESS') required.unshift('company');
  const problems: Problems = {};
  for (const field of required) {
    if (!customer[field].trim()) problems[field] = m.fieldREQUIRED;
  }
  if (!customer.email.trim()) problems.email = m.fieldREQUIRED;
  if (customer.customerKind === 'BUSINESS' && customer.vatId.trim()) {
    const verdict = vatIdVerdict(customer.vatId);
    if (verdict !== 'VALID') {
      problems.vatId = verdict === 'INVALID_CHECKSUM' ? m.fieldVatIdChecksum : m.fieldVatId;
    }
  }
  return problems;
}

const focusFirst = (problems: Problems) => {
  const first = customerFields.find((field) => problems[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
};

export type CustomerFormProps = {
  /** The checkout's billing data as the server has it. */
  customer: CheckoutCustomer;
  /** A business abroad in the EU must give its VAT id: the field is shown as required. */
  taxNumberRequired: boolean;
  /** The countries to choose from, priority countries first. */
  countries: readonly { value: string; label: string }[];
  /**
   * Saves the data and resolves with the server's verdict (`taxNumberRequired`: the VAT id is
   * asked for beside its field); rejects with an error whose `details` name refused fields as
   * `body.<field>` with their codes, which the form shows beside them, keeping what was typed.
   */
  onSubmit: (customer: CheckoutCustomer) => Promise<{ taxNumberRequired: boolean }>;
};

const refusedFields = (failure: unknown) =>
  ((failure as { details?: FieldError[] } | null)?.details ?? []).flatMap((detail) => {
    const field = detail.path.replace(/^body\./, '');
    return isField(field) ? [{ field, code: detail.code }] : [];
  });

/**
 * The checkout's billing data (docs/booking.md, business customers): consumer or business, names,
 * company, address, country, e-mail, phone, the VAT id where a business gives one, and the buyer
 * reference. Problems are shown beside their fields by their codes; what was typed stays.
 */
export function CustomerForm({
  customer,
  taxNumberRequired,
  countries,
  onSubmit,
}: CustomerFormProps) {
  const intl = useIntl();
  const [fields, setFields] = useState(customer);
  const [problems, setProblems] = useState<Problems>(
    taxNumberRequired ? { vatId: m.fieldVatIdRequired } : {},
  );
  const [outcome, setOutcome] = useState<'failed' | 'invalid' | null>(null);
  const business = fields.customerKind === 'BUSINESS';

  const set = (field: FieldName | 'customerKind', value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (field !== 'customerKind') setProblems((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };
  const error = (field: FieldName) =>
    problems[field] ? intl.formatMessage(problems[field]) : undefined;

  async function submit() {
    const found = missingFields(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setOutcome('invalid');
      focusFirst(found);
      return;
    }
    const sent = business ? fields : { ...fields, company: '', vatId: '' };
    try {
      const verdict = await onSubmit(sent);
      if (verdict.taxNumberRequired) {
        const vatMissing = { vatId: m.fieldVatIdRequired };
        setProblems(vatMissing);
        setOutcome('invalid');
        focusFirst(vatMissing);
      }
    } catch (failure) {
      const fromServer: Problems = {};
      for (const { field, code } of refusedFields(failure)) {
        fromServer[field] = fieldProblemMessage(field, code, fields.country);
      }
      setProblems(fromServer);
      const invalid = Object.keys(fromServer).length > 0;
      setOutcome(invalid ? 'invalid' : 'failed');
      if (invalid) focusFirst(fromServer);
    }
  }

  const textField = (
    field: Exclude<FieldName, 'country'>,
    required: boolean,
    type: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <TextField
      key={field}
      id={fieldId(field)}
      type={type}
      label={intl.formatMessage(m[field])}
      required={required}
      autoComplete={autoComplete[field]}
      value={fields[field]}
      onChange={(event) => set(field, event.target.value)}
      error={error(field)}
      help={field === 'vatId' ? intl.formatMessage(m.vatIdHelp) : undefined}
    />
  );

  return (
    // The button submits (a click, or Enter in a field); its spinner follows the saving.
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={intl.formatMessage(m.customerTitle)}
    >
      <Stack gap="md">
        {outcome === 'failed' ? (
          <Alert tone="danger">{intl.formatMessage(m.saveFailed)}</Alert>
        ) : null}
        {outcome === 'invalid' ? (
          <Alert tone="warning">{intl.formatMessage(m.fixErrors)}</Alert>
        ) : null}
        <RadioGroup
          label={intl.formatMessage(m.customerKind)}
          description={intl.formatMessage(m.customerKindHelp)}
          appearance="segmented"
          value={fields.customerKind}
          onValueChange={(value) => set('customerKind', value)}
          options={[
            { value: 'CONSUMER', label: intl.formatMessage(m.consumer) },
            { value: 'BUSINESS', label: intl.formatMessage(m.business) },
          ]}
        />
        {business ? textField('company', true) : null}
        {textField('name', true)}
        {textField('lastname', true)}
        {textField('street', true)}
        {textField('zipCode', true)}
        {textField('city', true)}
        <Select
          id={fieldId('country')}
          label={intl.formatMessage(m.country)}
          required
          autoComplete="country"
          placeholder={intl.formatMessage(m.chooseCountry)}
          options={countries}
          value={fields.country}
          onChange={(event) => set('country', event.target.value)}
          error={error('country')}
        />
        {textField('email', true, 'email')}
        {textField('phone', false, 'tel')}
        {business ? textField('vatId', taxNumberRequired) : null}
        {business ? textField('buyerReference', false) : null}
        <div>
          <SpinnerButton
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              return submit();
            }}
          >
            {intl.formatMessage(m.next)}
          </SpinnerButton>
        </div>
      </Stack>
    </form>
  );
}
