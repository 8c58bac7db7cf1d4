import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CheckoutCustomer } from '@kursmarkt/schemas';
import {
  addressFields,
  checkoutCustomerFormSchema,
  type CheckoutCustomerForm,
} from '@kursmarkt/schemas/forms';
import { Alert, RadioGroup, SpinnerButton, Stack, TextField } from '@kursmarkt/ui';
import { AddressFields } from '../../forms/AddressFields.tsx';
import { focusFirstError, showRefusedFields, useFieldErrorText } from '../../forms/field-errors.ts';
import { fieldProblemMessage, orderMessages as m } from '../messages.ts';

/** The billing fields, in the order of the form. */
const customerFields = [
  'company',
  ...addressFields,
  'email',
  'phone',
  'vatId',
  'buyerReference',
] as const;
type FieldName = (typeof customerFields)[number];

const fieldId = (field: FieldName) => `order-customer-${field}`;

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

/**
 * The checkout's billing data (docs/booking.md, business customers): consumer or business, names,
 * company, address, country, e-mail, phone, the VAT id where a business gives one, and the buyer
 * reference. The shared rule (`checkoutCustomerFormSchema`) checks before sending; problems, the
 * rule's or the server's, are shown beside their fields by their codes; what was typed stays.
 * The customer and the guest checkout show it.
 */
export function CustomerForm({
  customer,
  taxNumberRequired,
  countries,
  onSubmit,
}: CustomerFormProps) {
  const intl = useIntl();
  const form = useForm<CheckoutCustomerForm>({
    resolver: zodResolver(checkoutCustomerFormSchema),
    defaultValues: customer,
    shouldFocusError: false,
  });
  const {
    control,
    register,
    setError,
    handleSubmit,
    setFocus,
    subscribe,
    formState: { errors },
  } = form;
  const [outcome, setOutcome] = useState<'failed' | 'invalid' | null>(null);
  const business = useWatch({ control, name: 'customerKind' }) === 'BUSINESS';
  const problem = (field: FieldName, code: Parameters<typeof fieldProblemMessage>[1]) =>
    fieldProblemMessage(field, code, form.getValues('country'));
  const error = useFieldErrorText(errors, problem);

  // The server's verdict on the data as it has it: a business abroad must give its VAT id.
  useEffect(() => {
    if (taxNumberRequired) setError('vatId', { type: 'server', message: 'REQUIRED' });
  }, [taxNumberRequired, setError]);
  // A change to any field puts the last outcome away.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setOutcome(null) }),
    [subscribe],
  );

  const send = handleSubmit(
    async (fields) => {
      const filled = fields as CheckoutCustomer;
      const sent = business ? filled : { ...filled, company: '', vatId: '' };
      try {
        const verdict = await onSubmit(sent);
        if (verdict.taxNumberRequired) {
          setError('vatId', { type: 'server', message: 'REQUIRED' }, { shouldFocus: true });
          setOutcome('invalid');
        }
      } catch (failure) {
        const named = showRefusedFields(failure, customerFields, setError);
        setOutcome(named ? 'invalid' : 'failed');
      }
    },
    (found) => {
      setOutcome('invalid');
      focusFirstError(found, customerFields, setFocus);
    },
  );

  const textField = (
    field: 'company' | 'email' | 'phone' | 'vatId' | 'buyerReference',
    required: boolean,
    type: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <TextField
      key={field}
      id={fieldId(field)}
      type={type}
      label={intl.formatMessage(m[field])}
      required={required}
      autoComplete={
        {
          company: 'organization',
          email: 'email',
          phone: 'tel',
          vatId: 'off',
          buyerReference: 'off',
        }[field]
      }
      error={error(field)}
      help={field === 'vatId' ? intl.formatMessage(m.vatIdHelp) : undefined}
      {...register(field)}
    />
  );

  return (
    // The button submits (a click, or Enter in a field); its spinner follows the saving.
    <FormProvider {...form}>
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
          <Controller
            control={control}
            name="customerKind"
            render={({ field }) => (
              <RadioGroup
                label={intl.formatMessage(m.customerKind)}
                description={intl.formatMessage(m.customerKindHelp)}
                appearance="segmented"
                value={field.value}
                onValueChange={field.onChange}
                options={[
                  { value: 'CONSUMER', label: intl.formatMessage(m.consumer) },
                  { value: 'BUSINESS', label: intl.formatMessage(m.business) },
                ]}
              />
            )}
          />
          {business ? textField('company', true) : null}
          <AddressFields
            idPrefix="order-customer"
            required={addressFields}
            countries={countries}
            problem={problem}
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
                return send();
              }}
            >
              {intl.formatMessage(m.next)}
            </SpinnerButton>
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
