import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from '@kursmarkt/i18n';
import { Container, Heading, Stack, token } from '@kursmarkt/ui';

const Frame = styled.div`
  padding-block: ${token('space.xl')};
  max-width: calc(${token('size.dialog')} * 1.5);
`;

/** A content page: one h1, the title rule applied, the body below. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Container>
      <Frame>
        <Stack gap="lg">
          <Heading level={1}>{title}</Heading>
          {children}
        </Stack>
      </Frame>
    </Container>
  );
}
