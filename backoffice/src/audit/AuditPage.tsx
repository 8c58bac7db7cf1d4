import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAuditEntries } from '@kursmarkt/api';
import { Alert, Heading, Spinner, Stack, Text } from '@kursmarkt/ui';
import { AuditTrail } from './AuditTrail.tsx';
import { filtersOf, paramsOf, queryOf } from './filters.ts';
import { auditMessages as messages } from './messages.ts';

/** Entries the API answers per page (its default). */
const pageSize = 50;

/** The audit trail, its filters kept in the address so that a filtered view can be shared. */
export function AuditPage({ organizerNames }: { organizerNames: ReadonlyMap<number, string> }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const [before, setBefore] = useState<string>();
  const entries = useAuditEntries(queryOf(filters, before));
  const last = entries.data?.at(-1);
  return (
    <Stack gap="md">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <Text>{intl.formatMessage(messages.intro)}</Text>
      {entries.error ? (
        <Alert tone="danger">{intl.formatMessage(messages.loadFailed)}</Alert>
      ) : entries.data ? (
        <AuditTrail
          key={params.toString()}
          entries={entries.data}
          filters={filters}
          organizerNames={organizerNames}
          onFiltersChange={(next) => {
            setBefore(undefined);
            setParams(paramsOf(next));
          }}
          onOlder={last && entries.data.length === pageSize ? () => setBefore(last.at) : undefined}
        />
      ) : (
        <Spinner />
      )}
    </Stack>
  );
}
