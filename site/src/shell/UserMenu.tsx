import { useIntl, type MessageDescriptor } from 'react-intl';
import { shellMessages } from '@kursmarkt/i18n';
import type { Feature } from '@kursmarkt/schemas';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import { DropdownMenu } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import type { SessionUser } from '../session/core.ts';
import { logout } from '../session/session.ts';

type Entry = { path: string; label: MessageDescriptor; feature?: Feature };

/** The user menu's links (docs/routes-and-screens.md, header), some only with their feature. */
const userMenuEntries: Entry[] = [
  { path: '', label: shellMessages.headerOverview },
  { path: '/meine-kurse', label: shellMessages.headerMyCourses },
  { path: '/favoriten', label: shellMessages.headerSearchFavorites },
  { path: '/meine-daten', label: shellMessages.headerMyData },
  {
    path: '/mein-status',
    label: shellMessages.headerEducationalState,
    feature: 'EDUCATIONAL_STATE',
  },
  { path: '/merkzettel', label: shellMessages.headerBookmarks, feature: 'BOOKMARK' },
];

/** The signed-in customer's menu, labelled with their name: dashboard pages and Abmelden. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { hasFeature } = useDomain();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <DropdownMenu label={name || intl.formatMessage(shellMessages.headerOverview)} align="end">
      {userMenuEntries
        .filter((entry) => !entry.feature || hasFeature(entry.feature))
        .map((entry) => (
          <DropdownMenu.LinkItem key={entry.path} href={`${dashboardPath}${entry.path}`}>
            {intl.formatMessage(entry.label)}
          </DropdownMenu.LinkItem>
        ))}
      <DropdownMenu.Separator />
      <DropdownMenu.Item onSelect={() => void logout()}>
        {intl.formatMessage(shellMessages.headerLogout)}
      </DropdownMenu.Item>
    </DropdownMenu>
  );
}
