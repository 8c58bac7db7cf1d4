import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Heading, Stack, Text } from '@kursmarkt/ui';
import type { Role } from '../navigation/areas.ts';
import { pageMessages } from '../pages/messages.ts';
import { operatorSessionMessages as messages } from './messages.ts';
import { OperatorSessionDialog } from './OperatorSessionDialog.tsx';
import { operatorSessionOf } from './store.ts';
import { useOpenOperatorSession } from './use-open-operator-session.ts';

export type OrganizerGateProps = {
  role: Role;
  organizer: { id: number; name: string };
  onSessionStarted: () => void;
  children: ReactNode;
};

/**
 * One organizer's pages: staff of the organizer enter at once; the operator only with a session
 * for it, which the dialog starts with a reason (it opens by itself on arrival).
 */
export function OrganizerGate({ role, organizer, onSessionStarted, children }: OrganizerGateProps) {
  const intl = useIntl();
  const start = useOpenOperatorSession();
  const [asking, setAsking] = useState(true);
  if (role !== 'OPERATOR' || operatorSessionOf(organizer.id) !== undefined) return children;
  return (
    <Stack gap="md">
      <Heading level={1}>
        {intl.formatMessage(pageMessages.sessionNeededTitle, { organizer: organizer.name })}
      </Heading>
      <Text>{intl.formatMessage(pageMessages.sessionNeededText)}</Text>
      <div>
        <Button onClick={() => setAsking(true)}>{intl.formatMessage(messages.start)}</Button>
      </div>
      <OperatorSessionDialog
        organizer={organizer.name}
        open={asking}
        onOpenChange={setAsking}
        onStart={async (reason) => {
          await start(organizer.id, reason);
          setAsking(false);
          onSessionStarted();
        }}
      />
    </Stack>
  );
}
