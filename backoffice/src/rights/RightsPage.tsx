import { useIntl } from 'react-intl';
import { useOrganizerRights } from '@kursmarkt/api';
import { Alert, Heading, Spinner, Stack, Text } from '@kursmarkt/ui';
import { rightsMessages as messages } from './messages.ts';
import { RightsTable } from './RightsTable.tsx';

/** "Wer darf was" of one organizer: its staff with each area's level in words. */
export function RightsPage({ organizer }: { organizer: { id: number; name: string } }) {
  const intl = useIntl();
  const rights = useOrganizerRights(organizer.id);
  return (
    <Stack gap="md">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <Text>{intl.formatMessage(messages.intro, { organizer: organizer.name })}</Text>
      {rights.error ? (
        <Alert tone="danger">{intl.formatMessage(messages.loadFailed)}</Alert>
      ) : rights.data ? (
        <RightsTable organizer={organizer.name} staff={rights.data} />
      ) : (
        <Spinner />
      )}
    </Stack>
  );
}
