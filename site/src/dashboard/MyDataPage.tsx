import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  ApiRequestError,
  getEmailChangeUrl,
  getPasswordChangeUrl,
  useApiClient,
  useCountries,
  useCustomer,
  useUpdateCustomerMutation,
  type CountriesResponse,
  type CustomerResponse,
} from '@kursmarkt/api';
import type { FieldErrorCode } from '@kursmarkt/schemas';
import { vatIdVerdict } from '@kursmarkt/schemas/rules';
import { Alert, Button, Heading, Select, Skeleton, Stack, Text, TextField } from '@kursmarkt/ui';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { useSession } from '../session/use-session.ts';
import { dashboardMessages } from './messages.ts';

/** The fields the customer edits, in the order of the form. */
const myDataFields = [
  'name',
  'lastname',
  'street',
  'zipCode',
  'city',
  'country',
  'company',
  'vatId',
  'buyerReference',
] as const;
type FieldName = (typeof myDataFields)[number];
type Fields = Record<FieldName, string>;
type Problems = Partial<Record<FieldName, MessageDescriptor>>;

const fieldId = (field: FieldName) => `my-data-${field}`;
const isField = (value: string): value is FieldName =>
  (myDataFields as readonly string[]).includes(value);

/** What the form checks before sending: the fields the server requires, the VAT id's rule. */
function checkMyData(fields: Fields): Problems {
  const problems: Problems = {};
  if (!fields.name.trim()) problems.name = dashboardMessages.myDataNameRequired;
  if (!fields.lastname.trim()) problems.lastname = dashboardMessages.myDataLastnameRequired;
  if (!fields.country) problems.country = dashboardMessages.myDataCountryRequired;
  if (fields.vatId.trim()) {
    const verdict = vatIdVerdict(fields.vatId);
    if (verdict === 'INVALID_CHECKSUM') problems.vatId = dashboardMessages.myDataVatIdChecksum;
    else if (verdict !== 'VALID') problems.vatId = dashboardMessages.myDataVatIdFormat;
    if (!fields.company.trim()) problems.company = dashboardMessages.myDataCompanyRequired;
  }
  return problems;
}

const required: Partial<Record<FieldName, MessageDescriptor>> = {
  name: dashboardMessages.myDataNameRequired,
  lastname: dashboardMessages.myDataLastnameRequired,
  country: dashboardMessages.myDataCountryRequired,
  company: dashboardMessages.myDataCompanyRequired,
};

/**
 * The text for a field the server refused, by the code it gave (schemas/src/api/customer.ts
 * has the rules); a postal code of the wrong form is explained for the country chosen.
 */
function serverProblem(field: FieldName, code: FieldErrorCode, fields: Fields): MessageDescriptor {
  switch (code) {
    case 'REQUIRED':
      return required[field] ?? dashboardMessages.myDataFieldRejected;
    case 'TOO_LONG':
      return dashboardMessages.myDataTooLong;
    case 'INVALID_FORMAT':
      if (field === 'vatId') return dashboardMessages.myDataVatIdFormat;
      if (field !== 'zipCode') return dashboardMessages.myDataFieldRejected;
      return fields.country === 'DEU'
        ? dashboardMessages.myDataZipCodeGerman
        : dashboardMessages.myDataZipCodeInvalid;
    case 'INVALID_CHECKSUM':
      return field === 'vatId'
        ? dashboardMessages.myDataVatIdChecksum
        : dashboardMessages.myDataFieldRejected;
    case 'NOT_ALLOWED':
      return field === 'country'
        ? dashboardMessages.myDataCountryRequired
        : dashboardMessages.myDataFieldRejected;
    case 'UNSTORABLE':
      return dashboardMessages.myDataUnstorable;
    default:
      return dashboardMessages.myDataFieldRejected;
  }
}

const fieldsOf = (customer: CustomerResponse): Fields => ({
  name: customer.name,
  lastname: customer.lastname,
  street: customer.street,
  zipCode: customer.zipCode,
  city: customer.city,
  country: customer.country,
  company: customer.company,
  vatId: customer.vatId,
  buyerReference: customer.buyerReference,
});

const labels: Record<FieldName, MessageDescriptor> = {
  name: dashboardMessages.myDataName,
  lastname: dashboardMessages.myDataLastname,
  street: dashboardMessages.myDataStreet,
  zipCode: dashboardMessages.myDataZipCode,
  city: dashboardMessages.myDataCity,
  country: dashboardMessages.myDataCountry,
  company: dashboardMessages.myDataCompany,
  vatId: dashboardMessages.myDataVatId,
  buyerReference: dashboardMessages.myDataBuyerReference,
};
const helps: Partial<Record<FieldName, MessageDescriptor>> = {
  vatId: dashboardMessages.myDataVatIdHelp,
  buyerReference: dashboardMessages.myDataBuyerReferenceHelp,
};
const autoComplete: Record<Exclude<FieldName, 'country'>, string> = {
  name: 'given-name',
  lastname: 'family-name',
  street: 'street-address',
  zipCode: 'postal-code',
  city: 'address-level2',
  company: 'organization',
  vatId: 'off',
  buyerReference: 'off',
};

const focusFirst = (problems: Problems) => {
  const first = myDataFields.find((field) => problems[field]);
  if (first) document.getElementById(fieldId(first))?.focus();
};

function MyDataForm({
  customer,
  countries,
}: {
  customer: CustomerResponse;
  countries: CountriesResponse;
}) {
  const intl = useIntl();
  const { trigger, isMutating } = useUpdateCustomerMutation(customer.id);
  const [fields, setFields] = useState(() => fieldsOf(customer));
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | 'invalid' | null>(null);

  const set = (field: FieldName, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setOutcome(null);
  };
  const error = (field: FieldName) =>
    problems[field] ? intl.formatMessage(problems[field]) : undefined;
  const textField = (field: Exclude<FieldName, 'country'>) => (
    <TextField
      key={field}
      id={fieldId(field)}
      label={intl.formatMessage(labels[field])}
      help={helps[field] ? intl.formatMessage(helps[field]) : undefined}
      required={field === 'name' || field === 'lastname'}
      autoComplete={autoComplete[field]}
      value={fields[field]}
      onChange={(event) => set(field, event.target.value)}
      error={error(field)}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkMyData(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setOutcome('invalid');
      focusFirst(found);
      return;
    }
    try {
      const saved = await trigger(fields);
      setFields(fieldsOf(saved));
      setOutcome('saved');
    } catch (failure) {
      // The server names refused fields as `body.<field>`; each is shown beside its field.
      const fromServer: Problems = {};
      if (failure instanceof ApiRequestError) {
        for (const detail of failure.details) {
          const field = detail.path.replace(/^body\./, '');
          if (isField(field)) fromServer[field] = serverProblem(field, detail.code, fields);
        }
      }
      setProblems(fromServer);
      const invalid = Object.keys(fromServer).length > 0;
      setOutcome(invalid ? 'invalid' : 'failed');
      if (invalid) focusFirst(fromServer);
    }
  }

  const countryOptions = [...countries]
    .sort((a, b) => b.priority - a.priority)
    .map((country) => ({ value: country.iso, label: country.name }));

  return (
    <form noValidate onSubmit={submit} aria-labelledby="my-data-heading">
      <Stack gap="md">
        <div aria-live="polite">
          {outcome === 'saved' ? (
            <Alert tone="success">{intl.formatMessage(dashboardMessages.myDataSaved)}</Alert>
          ) : null}
        </div>
        {outcome === 'failed' ? (
          <Alert tone="danger">{intl.formatMessage(dashboardMessages.myDataSaveFailed)}</Alert>
        ) : null}
        {outcome === 'invalid' ? (
          <Alert tone="warning">{intl.formatMessage(dashboardMessages.myDataFixErrors)}</Alert>
        ) : null}
        <TextField
          id="my-data-email"
          type="email"
          label={intl.formatMessage(dashboardMessages.myDataEmail)}
          help={intl.formatMessage(dashboardMessages.myDataEmailHelp)}
          value={customer.email}
          readOnly
        />
        <EmailChange />
        {(['name', 'lastname', 'street', 'zipCode', 'city'] as const).map(textField)}
        <Select
          id={fieldId('country')}
          label={intl.formatMessage(labels.country)}
          required
          autoComplete="country"
          placeholder={intl.formatMessage(dashboardMessages.myDataChooseCountry)}
          options={countryOptions}
          value={fields.country}
          onChange={(event) => set('country', event.target.value)}
          error={error('country')}
        />
        <Stack gap="md" role="group" aria-labelledby="my-data-business">
          <Stack gap="sm">
            <Heading level={2} size="lg" id="my-data-business">
              {intl.formatMessage(dashboardMessages.myDataBusiness)}
            </Heading>
            <Text>{intl.formatMessage(dashboardMessages.myDataBusinessText)}</Text>
          </Stack>
          {(['company', 'vatId', 'buyerReference'] as const).map(textField)}
        </Stack>
        <div>
          <Button type="submit" disabled={isMutating} aria-busy={isMutating}>
            {intl.formatMessage(dashboardMessages.myDataSave)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Opens one of the provider's pages, whose address the API gives; `failed` if it cannot. */
function useProviderPage(addressOf: typeof getPasswordChangeUrl) {
  const client = useApiClient();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');

  async function open() {
    setState('opening');
    try {
      window.location.assign(await addressOf(client));
    } catch {
      setState('failed');
    }
  }
  return { state, open };
}

/** The way to the provider's page where the address is changed (GET /api/customers/email). */
function EmailChange() {
  const intl = useIntl();
  const { state, open } = useProviderPage(getEmailChangeUrl);
  return (
    <Stack gap="sm">
      {state === 'failed' ? (
        <Alert tone="danger">{intl.formatMessage(dashboardMessages.myDataEmailFailed)}</Alert>
      ) : null}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={state === 'opening'}
          aria-busy={state === 'opening'}
          onClick={() => void open()}
        >
          {intl.formatMessage(dashboardMessages.myDataChangeEmail)}
        </Button>
      </div>
    </Stack>
  );
}

/** The way to the provider's page where the password is changed (GET /api/customers/password). */
function PasswordSection() {
  const intl = useIntl();
  const { state, open } = useProviderPage(getPasswordChangeUrl);

  return (
    <Stack gap="sm" role="group" aria-labelledby="my-data-password">
      <Heading level={2} size="lg" id="my-data-password">
        {intl.formatMessage(dashboardMessages.myDataPassword)}
      </Heading>
      <Text>{intl.formatMessage(dashboardMessages.myDataPasswordText)}</Text>
      {state === 'failed' ? (
        <Alert tone="danger">{intl.formatMessage(dashboardMessages.myDataPasswordFailed)}</Alert>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={state === 'opening'}
          aria-busy={state === 'opening'}
          onClick={() => void open()}
        >
          {intl.formatMessage(dashboardMessages.myDataChangePassword)}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * 'meine-daten': the customer's name and address, and a business's firm, VAT id and Leitweg-ID
 * (GET and PUT /api/customers/:id), the ways to change the e-mail address and the password.
 */
export default function MyDataPage() {
  const intl = useIntl();
  const session = useSession();
  const customerId = session.status === 'signedIn' ? (session.user.customerId ?? null) : null;
  const customer = useCustomer(customerId);
  const countries = useCountries(intl.locale);
  const failed = customer.error ?? countries.error;

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1} id="my-data-heading">
          {intl.formatMessage(dashboardMessages.pageMyData)}
        </Heading>
        <Text>{intl.formatMessage(dashboardMessages.myDataIntro)}</Text>
      </Stack>
      {(failed as { code?: string } | undefined)?.code === 'EMAIL_NOT_VERIFIED' ? (
        <EmailNotVerified onRetry={() => void customer.mutate()} />
      ) : failed || customerId === null ? (
        <Alert tone="danger">
          <Stack gap="sm">
            <span>{intl.formatMessage(dashboardMessages.myDataLoadFailed)}</span>
            <div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  void customer.mutate();
                  void countries.mutate();
                }}
              >
                {intl.formatMessage(dashboardMessages.myDataRetry)}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : customer.data && countries.data ? (
        <MyDataForm customer={customer.data} countries={countries.data} />
      ) : (
        <Skeleton height="size.dialog" />
      )}
      <PasswordSection />
    </Stack>
  );
}
