import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { shellMessages, usePageTitle } from '@kursmarkt/i18n';
import { StartPageModules } from '@kursmarkt/modules';
import type { ModuleName } from '@kursmarkt/schemas';
import { Container, Text, token } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { Advert, AdvertBanner } from '../shell/AdvertBanner.tsx';
import { StartSearchBox } from '../search/StartSearchBox.tsx';

const Modules = styled.div`
  padding-block: ${token('space.xl')};
`;

/**
 * The start page: the advert banner when its text is non-empty, then the configured modules in
 * position order, or only the configured start component (SPEC.md section 2, start page), and
 * the configuration's banner for the start page, if it has one.
 */
export default function StartPage() {
  const intl = useIntl();
  const { configuration, messages } = useDomain();
  usePageTitle();
  return (
    <Container>
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
        />
      </Modules>
      <AdvertBanner placement="start" />
    </Container>
  );
}
