import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { shellMessages, usePageTitle } from '@kursmarkt/i18n';
import { StartPageModules } from '@kursmarkt/modules';
import type { ModuleName } from '@kursmarkt/schemas';
import { Container, Text, token } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { StartSearchBox } from '../search/StartSearchBox.tsx';

const Advert = styled.aside`
  margin-top: ${token('space.lg')};
  padding: ${token('space.md')} ${token('space.lg')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.accent.subtle')};
  color: ${token('color.text.primary')};
`;
const Modules = styled.div`
  padding-block: ${token('space.xl')};
`;

/**
 * The start page: the advert banner when its text is non-empty, then the configured modules in
 * position order, or only the configured start component (SPEC.md section 2, start page).
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
    </Container>
  );
}
