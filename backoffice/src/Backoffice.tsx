import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Route, Routes, useMatch, useNavigate } from 'react-router-dom';
import { useBackOfficeMe } from '@kursmarkt/api';
import { Alert, Spinner } from '@kursmarkt/ui';
import { AuditPage } from './audit/AuditPage.tsx';
import { visibleAreas } from './navigation/areas.ts';
import { availableAreas } from './navigation/pages.ts';
import { operatorSessionOf } from './operator-session/store.ts';
import { OrganizerGate } from './operator-session/OrganizerGate.tsx';
import { OverviewPage } from './pages/OverviewPage.tsx';
import { pageMessages } from './pages/messages.ts';
import { RightsPage } from './rights/RightsPage.tsx';
import { useSignedIn } from './session/SessionGate.tsx';
import { Shell } from './shell/Shell.tsx';

/**
 * The signed-in back office: who the person is and what they may do (GET /api/backoffice/me)
 * decide the navigation, the organizer switcher and which pages open.
 */
export function Backoffice({ language }: { language: 'de' | 'en' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { person, signOut } = useSignedIn();
  const me = useBackOfficeMe();
  const organizerParam = useMatch('/veranstalter/:organizerId/*')?.params.organizerId;
  const organizerId = organizerParam === undefined ? undefined : Number(organizerParam);
  // Bumped when the operator starts a session, so that the navigation opens the organizer.
  const [, setSessionsStarted] = useState(0);

  if (me.error) return <Alert tone="danger">{intl.formatMessage(pageMessages.loadFailed)}</Alert>;
  if (!me.data) return <Spinner label={intl.formatMessage(pageMessages.loading)} />;

  const { role, organizers } = me.data;
  const organizer = organizers.find((candidate) => candidate.id === organizerId);
  const inHand =
    organizer && (role !== 'OPERATOR' || operatorSessionOf(organizer.id) !== undefined)
      ? organizer
      : undefined;
  const areas = visibleAreas(role, inHand?.rights, availableAreas);
  const sessionStarted = (id: number) => {
    setSessionsStarted((count) => count + 1);
    navigate(`/veranstalter/${id}/rechte`);
  };

  return (
    <Shell
      personName={me.data.name || person.name}
      areas={areas}
      organizers={organizers}
      organizerId={organizer?.id}
      onOrganizerChange={(id) => navigate(`/veranstalter/${id}/rechte`)}
      onSignOut={signOut}
      language={language}
    >
      <Routes>
        <Route
          index
          element={
            <OverviewPage role={role} organizers={organizers} onSessionStarted={sessionStarted} />
          }
        />
        <Route
          path="veranstalter/:organizerId/rechte"
          element={
            organizer ? (
              <OrganizerGate
                role={role}
                organizer={organizer}
                onSessionStarted={() => sessionStarted(organizer.id)}
              >
                <RightsPage organizer={organizer} />
              </OrganizerGate>
            ) : (
              <Alert tone="warning">{intl.formatMessage(pageMessages.noAccess)}</Alert>
            )
          }
        />
        <Route
          path="protokoll"
          element={
            <AuditPage
              organizerNames={new Map(organizers.map(({ id, name }) => [id, name] as const))}
            />
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Shell>
  );
}
