import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { usePendingRequests } from '@kursmarkt/api';
import { shellMessages } from '@kursmarkt/i18n';
import { LoadingBar, Spinner, token } from '@kursmarkt/ui';
import { ConsentQuestion } from '../consent/ConsentQuestion.tsx';
import { isCheckoutPath } from '../cart/cart-paths.ts';
import { useLocation } from '../router.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

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

/** Every request in flight shows the bar at the top (SPEC.md section 7). */
function GlobalLoadingBar() {
  return <LoadingBar active={usePendingRequests() > 0} />;
}

/**
 * Header, routed page area and footer (slim in the checkout), with a skip link and the global loading bar; the consent
 * banner comes last, so the skip link stays the keyboard's first stop.
 */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <>
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
      <ConsentQuestion />
    </>
  );
}
