import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { shellMessages, usePageTitle } from '@kursmarkt/i18n';
import { StartPageModules } from '@kursmarkt/modules';
import type { ModuleName } from '@kursmarkt/schemas';
import { Container, Text, token, VisuallyHidden } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { Advert, AdvertBanner } from '../shell/AdvertBanner.tsx';
import { StartSearchBox } from '../search/StartSearchBox.tsx';

const Modules = styled.div`
  padding-block: ${token('space.xl')};
`;

const noSubscription = () => () => {};

/**
 * Whether this render hydrates a page the server rendered: the server's snapshot is read on the
 * server (no document: false) and while the browser hydrates (true), the browser's (false) in
 * every other render. Kept for the page's life, so that a re-render does not load later what
 * the first one kept.
 */
function useHydratingServerPage() {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== 'undefined',
  );
  return useState(hydrating)[0];
}

/**
 * The start page: the advert banner when its text is non-empty, then the configured modules in
 * position order, or only the configured start component (docs/routes-and-screens.md, start page), and
 * the configuration's banner for the start page, if it has one. A page the server rendered keeps
 * the HTML of the modules that only show (docs/decisions/0020-*). Its h1, the domain's title,
 * is for assistive technology only: the designs show the brand in the header instead.
 */
export default function StartPage() {
  const intl = useIntl();
  const { configuration, messages } = useDomain();
  const keepServerHtml = useHydratingServerPage();
  usePageTitle();
  return (
    <Container>
      <VisuallyHidden as="h1">{messages.defaultSiteTitle}</VisuallyHidden>
      {messages.advertMessage ? (
        <Advert aria-label={intl.formatMessage(shellMessages.bannerLabel)}>
          <Text>{messages.advertMessage}</Text>
        </Advert>
      ) : null}
      {configuration.features.includes('SEARCH_BOX') ? <StartSearchBox /> : null}
      <Modules>
        <StartPageModules
          modules={configuration.modules}
          only={configuration.startPageComponent as ModuleName | undefined}
          keepServerHtml={keepServerHtml}
        />
      </Modules>
      <AdvertBanner placement="start" />
    </Container>
  );
}
