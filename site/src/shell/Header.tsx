import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { shellMessages } from '@kursmarkt/i18n';
import { Container, Icon, VisuallyHidden } from '@kursmarkt/ui';
import { useGuestBookmarks } from '../bookmarks/guest-bookmarks.ts';
import { guestCartStored, useHasGuestCart } from '../cart/cart-presence.ts';
import { useDomain } from '../domain.tsx';
import { hasLoggedInCookie } from '../session/names.ts';
import { useSession } from '../session/use-session.ts';
import {
  Bar,
  CartSlot,
  Logo,
  MenuToggle,
  NavArea,
  Panel,
  Tools,
  Top,
  wide,
} from './Header.styles.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Navigation } from './Navigation.tsx';
import { SessionButtons } from './SessionButtons.tsx';
import { useReservedSpace } from './reserved-space.ts';
import { useCompactHeader } from './use-compact-header.ts';

/**
 * The cart icon and the cart validation after sign-in, in a chunk of their own, loaded only for a
 * visitor who may have a cart: a guest cart in this browser or a session (docs/decisions/0027-*).
 */
const loadHeaderCart = () => import('../cart/HeaderCart.tsx');
const HeaderCart = lazy(() => loadHeaderCart().then(({ HeaderCart }) => ({ default: HeaderCart })));
// The page hydrates without the cart (the server cannot see it); its code starts loading with the
// app's, so the count shows as early as when every page loaded it. Asking for its files is a
// task of its own, apart from evaluating the app's modules (a shorter task answers a tap sooner).
if (guestCartStored() || hasLoggedInCookie()) setTimeout(loadHeaderCart);

/** The merge of a guest's bookmarks at sign-in, loaded only when there are some to merge. */
const BookmarkMerge = lazy(() =>
  import('../bookmarks/BookmarkMerge.tsx').then(({ BookmarkMerge }) => ({
    default: BookmarkMerge,
  })),
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
 * The sticky header: logo, cart icon, language choice, Login and Register or the user menu, main navigation.
 * On small screens everything but the logo goes into a panel behind the menu button, so that the
 * page fits a phone's width (WCAG 2.1, 1.4.10 Reflow).
 */
export function Header() {
  const intl = useIntl();
  const { configuration, messages, homeHref } = useDomain();
  const bar = useRef<HTMLElement>(null);
  const compact = useCompactHeader(bar);
  useReservedSpace(bar, 'top');
  const panelId = useId();
  const { pathname } = useLocation();
  const session = useSession();
  const hasGuestCart = useHasGuestCart();
  const mayHaveCart =
    hasGuestCart || session.status === 'checking' || session.status === 'signedIn';
  const guestBookmarkCount = useGuestBookmarks().length;
  const mergesBookmarks = session.status === 'signedIn' && guestBookmarkCount > 0;
  // The panel belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleLabel = intl.formatMessage(
    open ? shellMessages.headerCloseNavigation : shellMessages.headerOpenNavigation,
  );

  return (
    <Bar ref={bar} data-compact={compact}>
      <Container>
        <Top>
          <Logo href={homeHref}>
            <VisuallyHidden>
              {intl.formatMessage(shellMessages.headerHome)}: {configuration.name}
            </VisuallyHidden>
          </Logo>
          <CartSlot>
            {mayHaveCart ? (
              <Suspense fallback={null}>
                <HeaderCart />
              </Suspense>
            ) : null}
            {mergesBookmarks ? (
              <Suspense fallback={null}>
                <BookmarkMerge />
              </Suspense>
            ) : null}
          </CartSlot>
          <MenuToggle
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            <VisuallyHidden>{toggleLabel}</VisuallyHidden>
          </MenuToggle>
          <Panel id={panelId} data-open={open}>
            <Tools>
              <LanguageSelect locales={configuration.locales} current={configuration.language} />
              <SessionButtons />
            </Tools>
            {messages.navigation.length > 0 ? (
              <NavArea>
                <OnlyWide>
                  <Navigation entries={messages.navigation} variant="bar" />
                </OnlyWide>
                <OnlyNarrow>
                  <Navigation entries={messages.navigation} variant="panel" />
                </OnlyNarrow>
              </NavArea>
            ) : null}
          </Panel>
        </Top>
      </Container>
    </Bar>
  );
}
