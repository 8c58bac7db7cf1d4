import { useIntl } from 'react-intl';
import { shellMessages } from '@kursmarkt/i18n';
import { DropdownMenu } from '@kursmarkt/ui';
import { listedPages, pageHref, pageLabels } from '../dashboard/pages.ts';
import { useDomain } from '../domain.tsx';
import type { SessionUser } from '../session/core.ts';
import { logout } from '../session/session.ts';

/** The signed-in customer's menu, labelled with their name: dashboard pages and Abmelden. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { hasFeature } = useDomain();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <DropdownMenu label={name || intl.formatMessage(pageLabels[''])} align="end">
      {listedPages(hasFeature).map(({ path }) => (
        <DropdownMenu.LinkItem key={path} href={pageHref(path)}>
          {intl.formatMessage(pageLabels[path])}
        </DropdownMenu.LinkItem>
      ))}
      <DropdownMenu.Separator />
      <DropdownMenu.Item onSelect={() => void logout()}>
        {intl.formatMessage(shellMessages.headerLogout)}
      </DropdownMenu.Item>
    </DropdownMenu>
  );
}
