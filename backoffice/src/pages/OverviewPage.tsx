import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Link, Stack, Text } from '@kursmarkt/ui';
import type { Role } from '../navigation/areas.ts';
import { operatorSessionMessages } from '../operator-session/messages.ts';
import { OperatorSessionDialog } from '../operator-session/OperatorSessionDialog.tsx';
import { operatorSessionOf } from '../operator-session/store.ts';
import { useOpenOperatorSession } from '../operator-session/use-open-operator-session.ts';
import { pageMessages as messages } from './messages.ts';

export type OverviewPageProps = {
  role: Role;
  organizers: readonly { id: number; name: string }[];
  /** Called once the operator started a session for the organizer with this id. */
  onSessionStarted: (organizerId: number) => void;
};

/**
 * The back office's start: staff see the organizers they work for; the operator sees every
 * organizer and starts a session, with a reason, before opening one's data.
 */
export function OverviewPage({ role, organizers, onSessionStarted }: OverviewPageProps) {
  const intl = useIntl();
  const start = useOpenOperatorSession();
  const [asking, setAsking] = useState<{ id: number; name: string }>();
  const operator = role === 'OPERATOR';
  return (
    <Stack gap="lg">
      <Heading level={1}>{intl.formatMessage(messages.overviewTitle)}</Heading>
      {organizers.length === 0 ? (
        <Text>{intl.formatMessage(messages.overviewNone)}</Text>
      ) : (
        <Stack gap="md">
          <Text>
            {intl.formatMessage(operator ? messages.overviewOperator : messages.overviewStaff)}
          </Text>
          <Stack as="ul" gap="sm" aria-label={intl.formatMessage(messages.organizersCaption)}>
            {organizers.map((organizer) => (
              <li key={organizer.id}>
                <Stack direction="row" gap="md" align="center" wrap>
                  {operator && operatorSessionOf(organizer.id) === undefined ? (
                    <>
                      <Text as="span" weight="medium">
                        {organizer.name}
                      </Text>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${intl.formatMessage(operatorSessionMessages.start)}: ${organizer.name}`}
                        onClick={() => setAsking(organizer)}
                      >
                        {intl.formatMessage(operatorSessionMessages.start)}
                      </Button>
                    </>
                  ) : (
                    <Link asChild appearance="standalone">
                      <RouterLink to={`/veranstalter/${organizer.id}/rechte`}>
                        {organizer.name}
                      </RouterLink>
                    </Link>
                  )}
                </Stack>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
      {asking && (
        <OperatorSessionDialog
          organizer={asking.name}
          open
          onOpenChange={(open) => {
            if (!open) setAsking(undefined);
          }}
          onStart={async (reason) => {
            await start(asking.id, reason);
            setAsking(undefined);
            onSessionStarted(asking.id);
          }}
        />
      )}
    </Stack>
  );
}
