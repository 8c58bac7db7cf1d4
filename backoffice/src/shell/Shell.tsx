import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { Button, Select, Text } from '@kursmarkt/ui';
import { backofficeBasePath } from '@kursmarkt/schemas/rules';
import type { Area } from '../navigation/areas.ts';
import { areaMessages } from '../navigation/messages.ts';
import { areaPages } from '../navigation/pages.ts';
import { shellMessages as messages } from './messages.ts';
import { Bar, Body, Brand, Frame, Main, SkipLink, Sidebar } from './Shell.styles.ts';

export type ShellProps = {
  /** The signed-in person's name. */
  personName: string;
  /** The areas the navigation lists, in order (`visibleAreas`). */
  areas: readonly Area[];
  /** The organizers the person may switch between; the switcher shows from two on. */
  organizers: readonly { id: number; name: string }[];
  /** The organizer in hand, if any. */
  organizerId: number | undefined;
  onOrganizerChange: (organizerId: number) => void;
  onSignOut: () => void;
  /** The page's language; the frame links to the other one. */
  language: 'de' | 'en';
  children?: ReactNode;
};

const mainId = 'inhalt';

/**
 * The back office's frame: the name, the organizer switcher, the signed-in person with the
 * sign-out and the other language in the bar; the areas the person may open beside the page.
 */
export function Shell({
  personName,
  areas,
  organizers,
  organizerId,
  onOrganizerChange,
  onSignOut,
  language,
  children,
}: ShellProps) {
  const intl = useIntl();
  const other = language === 'de' ? 'en' : 'de';
  return (
    <Frame>
      <SkipLink href={`#${mainId}`}>{intl.formatMessage(messages.skipLink)}</SkipLink>
      <Bar>
        <Brand href={backofficeBasePath}>{intl.formatMessage(messages.title)}</Brand>
        {organizers.length > 1 && (
          <Select
            label={intl.formatMessage(messages.organizer)}
            placeholder={intl.formatMessage(messages.chooseOrganizer)}
            options={organizers.map(({ id, name }) => ({ value: String(id), label: name }))}
            value={organizerId === undefined ? '' : String(organizerId)}
            onChange={(event) => {
              if (event.target.value) onOrganizerChange(Number(event.target.value));
            }}
          />
        )}
        <Text as="span" size="sm" tone="secondary">
          {intl.formatMessage(messages.signedInAs, { name: personName })}
        </Text>
        <a href={`?language=${other}`} lang={other} hrefLang={other}>
          {intl.formatMessage(messages.otherLanguage)}
        </a>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          {intl.formatMessage(messages.signOut)}
        </Button>
      </Bar>
      <Body>
        <Sidebar aria-label={intl.formatMessage(messages.navigation)}>
          <ul>
            <li>
              <NavLink to="/" end>
                {intl.formatMessage(messages.start)}
              </NavLink>
            </li>
            {areas.map((area) => {
              const path = areaPages[area];
              return path ? (
                <li key={area}>
                  <NavLink to={path(organizerId)}>{intl.formatMessage(areaMessages[area])}</NavLink>
                </li>
              ) : null;
            })}
          </ul>
        </Sidebar>
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Frame>
  );
}
