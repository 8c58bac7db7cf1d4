import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { usePendingRequests } from '@kursmarkt/api';
import { shellMessages } from '@kursmarkt/i18n';
import { LoadingBar, Spinner, token } from '@kursmarkt/ui';
import { ConsentQuestion } from '../consent/ConsentQuestion.tsx';
import { isCheckoutPath } from '../cart/cart-paths.ts';
import { useLocation } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { FocusNewPage } from './FocusNewPage.tsx';
import { Header } from './Header.tsx';
import { ReservedSpace } from './reserved-space.ts';

const SkipLink = styled.a`
  position: absolute;
  left: ${token('space.md')};
  top: calc(-1 * ${token('size.controlLg')} - ${token('space.md')});
  z-index: ${token('layer.toast')};
  padding: ${token('space.sm')} ${token('space.md')};
  background: ${token('color.brand.primary')};
  color: ${token('color.text.onBrand')};
  border-radius: ${token('radius.md')};

  &:focus {
    top: ${token('space.sm')};
  }
`;
const Main = styled.main`
  min-height: 60vh;
  outline: none;
`;
const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${token('space.xxl')};
`;

/** Every request in flight shows the bar at the top (docs/api.md). */
function GlobalLoadingBar() {
  return <LoadingBar active={usePendingRequests() > 0} />;
}

/**
 * Header, routed page area and footer (slim in the checkout), with a skip link and the global
 * loading bar. The consent banner, while it asks, comes first: the keyboard reaches the question
 * that covers the page's foot before anything else, then the skip link. Focused elements scroll
 * clear of the sticky header and the banner, and a navigation takes the focus to the new page's
 * heading.
 */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <>
      <ReservedSpace />
      <FocusNewPage />
      <ConsentQuestion />
      <SkipLink href="#main">{intl.formatMessage(shellMessages.skipLink)}</SkipLink>
      <GlobalLoadingBar />
      <Header />
      <Main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <Centered>
              <Spinner size="lg" />
            </Centered>
          }
        >
          {children}
        </Suspense>
      </Main>
      <Footer slim={isCheckoutPath(location.pathname)} />
    </>
  );
}
