import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AuditEntriesResponse } from '@kursmarkt/api';
import { Button, DateField, Stack, Text, TextField } from '@kursmarkt/ui';
import type { AuditFilters } from './filters.ts';
import { auditMessages as messages } from './messages.ts';
import { Entries, FilterForm } from './AuditTrail.styles.ts';

export type AuditTrailProps = {
  /** The entries the filters found, newest first. */
  entries: AuditEntriesResponse;
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  /** The organizers' names by id, for the entries that name one. */
  organizerNames: ReadonlyMap<number, string>;
  /** Shows the entries before the last one shown; absent when there are no more. */
  onOlder?: () => void;
};

const emptyFilters: AuditFilters = {
  objectType: '',
  objectId: '',
  actor: '',
  from: null,
  until: null,
};

/**
 * The audit trail: the filters (object, person, period) and the entries they find, each with who
 * changed what when, in which organizer, and why.
 */
export function AuditTrail({
  entries,
  filters,
  onFiltersChange,
  organizerNames,
  onOlder,
}: AuditTrailProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  const text = (key: 'objectType' | 'objectId' | 'actor') => ({
    name: key,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange(draft);
  };
  return (
    <Stack gap="lg">
      <FilterForm onSubmit={submit} aria-label={intl.formatMessage(messages.filters)} role="search">
        <TextField
          label={intl.formatMessage(messages.objectType)}
          help={intl.formatMessage(messages.objectTypeHelp)}
          {...text('objectType')}
        />
        <TextField label={intl.formatMessage(messages.objectId)} {...text('objectId')} />
        <TextField label={intl.formatMessage(messages.actor)} type="email" {...text('actor')} />
        <DateField
          label={intl.formatMessage(messages.from)}
          value={draft.from}
          onValueChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <DateField
          label={intl.formatMessage(messages.until)}
          value={draft.until}
          onValueChange={(until) => setDraft((current) => ({ ...current, until }))}
        />
        <Stack direction="row" gap="sm" align="end" wrap>
          <Button type="submit">{intl.formatMessage(messages.apply)}</Button>
          <Button
            type="button"
            variant="tertiary"
            onClick={() => {
              setDraft(emptyFilters);
              onFiltersChange(emptyFilters);
            }}
          >
            {intl.formatMessage(messages.reset)}
          </Button>
        </Stack>
      </FilterForm>
      {entries.length === 0 ? (
        <Text role="status">{intl.formatMessage(messages.empty)}</Text>
      ) : (
        <Entries>
          <caption>{intl.formatMessage(messages.caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.at)}</th>
              <th scope="col">{intl.formatMessage(messages.person)}</th>
              <th scope="col">{intl.formatMessage(messages.object)}</th>
              <th scope="col">{intl.formatMessage(messages.action)}</th>
              <th scope="col">{intl.formatMessage(messages.reason)}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>
                    {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
                <td>
                  {entry.actor.name || entry.actor.email}
                  <Text as="span" size="sm" tone="secondary">
                    {entry.actor.role === 'OPERATOR'
                      ? intl.formatMessage(messages.operator)
                      : entry.actor.email}
                  </Text>
                </td>
                <td>
                  {entry.objectType} {entry.objectId}
                  {entry.organizerId !== null && (
                    <Text as="span" size="sm" tone="secondary">
                      {organizerNames.get(entry.organizerId) ?? entry.organizerId}
                    </Text>
                  )}
                </td>
                <td>{entry.action}</td>
                <td>{entry.reason ?? intl.formatMessage(messages.noReason)}</td>
              </tr>
            ))}
          </tbody>
        </Entries>
      )}
      {onOlder && (
        <div>
          <Button variant="secondary" onClick={onOlder}>
            {intl.formatMessage(messages.older)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
