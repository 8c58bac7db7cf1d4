import { useIntl } from 'react-intl';
import { useFormContext } from 'react-hook-form';
import type { AddressField } from '@kursmarkt/schemas/forms';
import { Select, TextField } from '@kursmarkt/ui';
import { useFieldErrorText, type ProblemText } from './field-errors.ts';
import { addressMessages as m } from './messages.ts';

const autoComplete: Record<Exclude<AddressField, 'country'>, string> = {
  name: 'given-name',
  lastname: 'family-name',
  street: 'street-address',
  zipCode: 'postal-code',
  city: 'address-level2',
};

export type AddressFieldsProps = {
  /** Starts each field's id: `<idPrefix>-<field>`. */
  idPrefix: string;
  /** The fields the form's rule requires: they show the required marker. */
  required: readonly AddressField[];
  /** The countries to choose from, priority countries first. */
  countries: readonly { value: string; label: string }[];
  /** The form's text for a refused field. */
  problem: ProblemText<AddressField>;
};

/**
 * The address of the checkout's billing data and of the customer's own record (Meine Daten):
 * names, street, postal code, city and country, in a form of react-hook-form whose values hold
 * these fields. Its rules are the form's (`@kursmarkt/schemas/forms`).
 */
export function AddressFields({ idPrefix, required, countries, problem }: AddressFieldsProps) {
  const intl = useIntl();
  const {
    register,
    formState: { errors },
  } = useFormContext<Record<AddressField, string>>();
  const error = useFieldErrorText(errors, problem);
  const id = (field: AddressField) => `${idPrefix}-${field}`;

  return (
    <>
      {(['name', 'lastname', 'street', 'zipCode', 'city'] as const).map((field) => (
        <TextField
          key={field}
          id={id(field)}
          label={intl.formatMessage(m[field])}
          required={required.includes(field)}
          autoComplete={autoComplete[field]}
          error={error(field)}
          {...register(field)}
        />
      ))}
      <Select
        id={id('country')}
        label={intl.formatMessage(m.country)}
        required={required.includes('country')}
        autoComplete="country"
        placeholder={intl.formatMessage(m.chooseCountry)}
        options={countries}
        error={error('country')}
        {...register('country')}
      />
    </>
  );
}
