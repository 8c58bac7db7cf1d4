import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  getEmailChangeUrl,
  getPasswordChangeUrl,
  useApiClient,
  useCountries,
  useCustomer,
  useCustomerExport,
  useCustomerExportPdf,
  useDeleteCustomerMutation,
  useUpdateCustomerMutation,
  type CountriesResponse,
  type CustomerResponse,
} from '@kursmarkt/api';
import type { FieldErrorCode } from '@kursmarkt/schemas';
import {
  accountAddressFormSchema,
  addressFields,
  type AccountAddressForm,
} from '@kursmarkt/schemas/forms';
import { Alert, Button, Heading, Skeleton, Stack, Text, TextField } from '@kursmarkt/ui';
import { AddressFields } from '../forms/AddressFields.tsx';
import { focusFirstError, showRefusedFields, useFieldErrorText } from '../forms/field-errors.ts';
import { save } from '../order/save-file.ts';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { logout } from '../session/session.ts';
import { useSession } from '../session/use-session.ts';
import { dashboardMessages } from './messages.ts';

const loadDeleteAccountDialog = () => import('./components/DeleteAccountDialog.tsx');
/** Radix's dialog with its focus trap loads when the customer asks to delete the account. */
const DeleteAccountDialog = lazy(() =>
  loadDeleteAccountDialog().then((module) => ({ default: module.DeleteAccountDialog })),
);

/** The fields the customer edits, in the order of the form. */
const myDataFields = [...addressFields, 'company', 'vatId', 'buyerReference'] as const;
type FieldName = (typeof myDataFields)[number];

const required: Partial<Record<FieldName, MessageDescriptor>> = {
  name: dashboardMessages.myDataNameRequired,
  lastname: dashboardMessages.myDataLastnameRequired,
  country: dashboardMessages.myDataCountryRequired,
  company: dashboardMessages.myDataCompanyRequired,
};

/**
 * The text for a field refused by the form's rule or the server, by its code
 * (schemas/src/forms/address.ts and schemas/src/api/customer.ts have the rules); a postal code
 * of the wrong form is explained for the country chosen.
 */
function problemText(field: FieldName, code: FieldErrorCode, country: string): MessageDescriptor {
  switch (code) {
    case 'REQUIRED':
      return required[field] ?? dashboardMessages.myDataFieldRejected;
    case 'TOO_LONG':
      return dashboardMessages.myDataTooLong;
    case 'INVALID_FORMAT':
      if (field === 'vatId') return dashboardMessages.myDataVatIdFormat;
      if (field !== 'zipCode') return dashboardMessages.myDataFieldRejected;
      return country === 'DEU'
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

const fieldsOf = (customer: CustomerResponse): AccountAddressForm => ({
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

const businessFields = {
  company: {
    label: dashboardMessages.myDataCompany,
    help: undefined,
    autoComplete: 'organization',
  },
  vatId: {
    label: dashboardMessages.myDataVatId,
    help: dashboardMessages.myDataVatIdHelp,
    autoComplete: 'off',
  },
  buyerReference: {
    label: dashboardMessages.myDataBuyerReference,
    help: dashboardMessages.myDataBuyerReferenceHelp,
    autoComplete: 'off',
  },
} as const;

function MyDataForm({
  customer,
  countries,
}: {
  customer: CustomerResponse;
  countries: CountriesResponse;
}) {
  const intl = useIntl();
  const { trigger, isMutating } = useUpdateCustomerMutation(customer.id);
  const form = useForm<AccountAddressForm>({
    resolver: zodResolver(accountAddressFormSchema),
    defaultValues: fieldsOf(customer),
    shouldFocusError: false,
  });
  const {
    register,
    reset,
    setError,
    setFocus,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = form;
  const [outcome, setOutcome] = useState<'saved' | 'failed' | 'invalid' | null>(null);
  const problem = (field: FieldName, code: FieldErrorCode) =>
    problemText(field, code, form.getValues('country'));
  const error = useFieldErrorText(errors, problem);
  // A change to any field puts the last outcome away.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setOutcome(null) }),
    [subscribe],
  );

  const save = handleSubmit(
    async (fields) => {
      try {
        const saved = await trigger(fields);
        reset(fieldsOf(saved));
        setOutcome('saved');
      } catch (failure) {
        // The server names refused fields as `body.<field>`; each is shown beside its field.
        const named = showRefusedFields(failure, myDataFields, setError);
        setOutcome(named ? 'invalid' : 'failed');
      }
    },
    (found) => {
      setOutcome('invalid');
      focusFirstError(found, myDataFields, setFocus);
    },
  );

  const countryOptions = [...countries]
    .sort((a, b) => b.priority - a.priority)
    .map((country) => ({ value: country.iso, label: country.name }));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void save(event)} aria-labelledby="my-data-heading">
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
          <AddressFields
            idPrefix="my-data"
            required={['name', 'lastname', 'country']}
            countries={countryOptions}
            problem={problem}
          />
          <Stack gap="md" role="group" aria-labelledby="my-data-business">
            <Stack gap="sm">
              <Heading level={2} size="lg" id="my-data-business">
                {intl.formatMessage(dashboardMessages.myDataBusiness)}
              </Heading>
              <Text>{intl.formatMessage(dashboardMessages.myDataBusinessText)}</Text>
            </Stack>
            {(['company', 'vatId', 'buyerReference'] as const).map((field) => (
              <TextField
                key={field}
                id={`my-data-${field}`}
                label={intl.formatMessage(businessFields[field].label)}
                help={
                  businessFields[field].help
                    ? intl.formatMessage(businessFields[field].help)
                    : undefined
                }
                autoComplete={businessFields[field].autoComplete}
                error={error(field)}
                {...register(field)}
              />
            ))}
          </Stack>
          <div>
            <Button type="submit" disabled={isMutating} aria-busy={isMutating}>
              {intl.formatMessage(dashboardMessages.myDataSave)}
            </Button>
          </div>
        </Stack>
      </form>
    </FormProvider>
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
 * "Meine Daten herunterladen": everything held about the customer as a PDF (GET
 * /api/customers/:id/export/pdf) or as a JSON file (GET /api/customers/:id/export), saved by the
 * browser.
 */
function ExportSection({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const json = useCustomerExport(customerId);
  const pdf = useCustomerExportPdf(customerId, intl.locale);
  const [failed, setFailed] = useState(false);
  const day = new Date().toISOString().slice(0, 10);

  async function download(load: () => Promise<Blob>, extension: 'pdf' | 'json') {
    setFailed(false);
    try {
      save(await load(), `meine-daten-${day}.${extension}`);
    } catch {
      setFailed(true);
    }
  }
  const busy = json.isMutating || pdf.isMutating;

  return (
    <Stack gap="sm" role="group" aria-labelledby="my-data-export">
      <Heading level={2} size="lg" id="my-data-export">
        {intl.formatMessage(dashboardMessages.myDataExport)}
      </Heading>
      <Text>{intl.formatMessage(dashboardMessages.myDataExportText)}</Text>
      {failed ? (
        <Alert tone="danger">{intl.formatMessage(dashboardMessages.myDataExportFailed)}</Alert>
      ) : null}
      <Stack direction="row" gap="sm" wrap>
        <Button
          variant="secondary"
          disabled={busy}
          aria-busy={pdf.isMutating}
          onClick={() => void download(() => pdf.trigger(), 'pdf')}
        >
          {intl.formatMessage(dashboardMessages.myDataExportPdf)}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-busy={json.isMutating}
          onClick={() =>
            void download(
              async () =>
                new Blob([JSON.stringify(await json.trigger(), null, 2)], {
                  type: 'application/json',
                }),
              'json',
            )
          }
        >
          {intl.formatMessage(dashboardMessages.myDataExportJson)}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * "Konto löschen": what goes and what is kept, said before the confirmation; the dialog asks for
 * the e-mail address (DELETE /api/customers/:id), then the session ends.
 */
function DeleteSection({ customer }: { customer: CustomerResponse }) {
  const intl = useIntl();
  const { trigger } = useDeleteCustomerMutation(customer.id);
  // The button stands in for the dialog's trigger until the first click; the transition keeps it
  // (and its focus) on the page while the dialog loads, which then opens in its place.
  const [asked, setAsked] = useState(false);
  return (
    <Stack gap="sm" role="group" aria-labelledby="my-data-delete">
      <Heading level={2} size="lg" id="my-data-delete">
        {intl.formatMessage(dashboardMessages.myDataDelete)}
      </Heading>
      <Text>{intl.formatMessage(dashboardMessages.myDataDeleteText)}</Text>
      <Text>{intl.formatMessage(dashboardMessages.myDataDeleteOpenText)}</Text>
      <div>
        {asked ? (
          <Suspense>
            <DeleteAccountDialog
              defaultOpen
              email={customer.email}
              onDelete={async (email) => {
                await trigger({ email });
                await logout();
              }}
            />
          </Suspense>
        ) : (
          <Button
            variant="secondary"
            onPointerEnter={() => void loadDeleteAccountDialog()}
            onFocus={() => void loadDeleteAccountDialog()}
            onClick={() => startTransition(() => setAsked(true))}
          >
            {intl.formatMessage(dashboardMessages.deleteOpen)}
          </Button>
        )}
      </div>
    </Stack>
  );
}

/**
 * 'meine-daten': the customer's name and address, and a business's firm, VAT id and Leitweg-ID
 * (GET and PUT /api/customers/:id), the ways to change the e-mail address and the password, the
 * download of everything held about the customer and the deletion of the account (ADR 0053).
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
      {customer.data ? (
        <>
          <ExportSection customerId={customer.data.id} />
          <DeleteSection customer={customer.data} />
        </>
      ) : null}
    </Stack>
  );
}
