import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { shellMessages } from '@kursmarkt/i18n';
import { Container, Icon, VisuallyHidden } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { Bar, Logo, MenuToggle, NavArea, Tools, Top, wide } from './Header.styles.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Navigation } from './Navigation.tsx';
import { useCompactHeader } from './use-compact-header.ts';

/**
 * Login and Register or the user menu come in their own chunk: the server renders them into
 * the page, so they show at first paint, while the start page's first JavaScript stays small.
 */
const SessionButtons = lazy(() =>
  import('./SessionButtons.tsx').then(({ SessionButtons }) => ({ default: SessionButtons })),
);

/** The cart icon and the cart validation after sign-in, in their own chunk like the session buttons. */
const HeaderCart = lazy(() =>
  import('../cart/HeaderCart.tsx').then(({ HeaderCart }) => ({ default: HeaderCart })),
);

const OnlyWide = styled.div`
  display: none;
  @media ${wide} {
    display: block;
  }
`;
const OnlyNarrow = styled.div`
  @media ${wide} {
    display: none;
  }
`;

/**
 * The sticky header: logo, language choice, the cart icon, Login and Register or the user menu, main navigation
 * (collapsible on small screens).
 */
export function Header() {
  const intl = useIntl();
  const { configuration, messages, homeHref } = useDomain();
  const bar = useRef<HTMLElement>(null);
  const compact = useCompactHeader(bar);
  const navigationId = useId();
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <Bar ref={bar} data-compact={compact}>
      <Container>
        <Top>
          <Logo href={homeHref}>
            <VisuallyHidden>
              {intl.formatMessage(shellMessages.headerHome)}: {configuration.name}
            </VisuallyHidden>
          </Logo>
          <Tools>
            <LanguageSelect locales={configuration.locales} current={configuration.language} />
            <Suspense fallback={null}>
              <HeaderCart />
            </Suspense>
            <Suspense fallback={null}>
              <SessionButtons />
            </Suspense>
            {messages.navigation.length > 0 ? (
              <MenuToggle
                type="button"
                aria-expanded={open}
                aria-controls={navigationId}
                onClick={() => setOpenOn(open ? null : pathname)}
              >
                <Icon name={open ? 'close' : 'menu'} />
                {intl.formatMessage(
                  open ? shellMessages.headerCloseNavigation : shellMessages.headerOpenNavigation,
                )}
              </MenuToggle>
            ) : null}
          </Tools>
        </Top>
      </Container>
      {messages.navigation.length > 0 ? (
        <NavArea id={navigationId} data-open={open}>
          <Container>
            <OnlyWide>
              <Navigation entries={messages.navigation} variant="bar" />
            </OnlyWide>
            <OnlyNarrow>
              <Navigation entries={messages.navigation} variant="panel" />
            </OnlyNarrow>
          </Container>
        </NavArea>
      ) : null}
    </Bar>
  );
}
