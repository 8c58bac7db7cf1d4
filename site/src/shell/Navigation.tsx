import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { MenuEntry } from '@kursmarkt/schemas';
import { DeferredDropdownMenu, Link } from '@kursmarkt/ui';
import { shellMessages } from '@kursmarkt/i18n';
import { List, MobileSection, NavLink, SectionHeading } from './Navigation.styles.ts';

/**
 * A dropdown's menu machinery (positioning, focus, dismissal) loads when the visitor reaches for
 * it, not with the page: most visitors never open it, and a phone pays for every script the page
 * loads. A tap before it has loaded opens the menu once it has.
 */
const Dropdown = lazy(() => import('./NavigationDropdown.tsx'));

type Link = { name: string; url: string; external?: boolean };

function EntryLink({ entry, current }: { entry: Link; current: boolean }) {
  if (entry.external) {
    return (
      <Link href={entry.url} external appearance="standalone">
        {entry.name}
      </Link>
    );
  }
  return (
    <NavLink href={entry.url} aria-current={current ? 'page' : undefined}>
      {entry.name}
    </NavLink>
  );
}

/** The main navigation from the messages: links, external links and dropdowns with sections. */
export function Navigation({
  entries,
  variant,
}: {
  entries: readonly MenuEntry[];
  variant: 'bar' | 'panel';
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav aria-label={intl.formatMessage(shellMessages.headerMainNavigation)}>
      <List>
        {entries.map((entry) => {
          if (entry.url) {
            return (
              <li key={entry.name}>
                <EntryLink entry={{ ...entry, url: entry.url }} current={pathname === entry.url} />
              </li>
            );
          }
          const sections = entry.sections ?? [];
          if (variant === 'bar') {
            return (
              <li key={entry.name}>
                <DeferredDropdownMenu
                  label={entry.name}
                  menu={(triggerRef) => (
                    <Dropdown entry={{ ...entry, sections }} triggerRef={triggerRef} />
                  )}
                />
              </li>
            );
          }
          return (
            <MobileSection key={entry.name}>
              <SectionHeading>{entry.name}</SectionHeading>
              <ul>
                {sections
                  .flatMap((section) => [
                    ...(section.head ? [section.head] : []),
                    ...section.entries,
                  ])
                  .map((link) => (
                    <li key={`${link.name}-${link.url}`}>
                      <EntryLink entry={link} current={pathname === link.url} />
                    </li>
                  ))}
              </ul>
            </MobileSection>
          );
        })}
      </List>
    </nav>
  );
}
