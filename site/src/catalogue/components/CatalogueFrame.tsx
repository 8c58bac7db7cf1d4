import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMetaDescription, usePageTitle } from '@kursmarkt/i18n';
import { Container, Heading, Skeleton, Stack, Text, token } from '@kursmarkt/ui';

const Frame = styled.div`
  padding-block: ${token('space.xl')};
`;

export type CatalogueFrameProps = {
  /** The page's h1 and, by the title rule, its document title; empty while it loads. */
  title: string;
  /** The meta description; the domain's default when left out. */
  description?: string;
  /** A line under the heading, e.g. the organizer of a course. */
  lead?: ReactNode;
  /** Marks the page as loading for assistive technology. @default false */
  busy?: boolean;
  children?: ReactNode;
};

/**
 * A catalogue page at the full content width: one h1 (a placeholder while the title loads), the
 * title rule of docs/entities-and-states.md, states and the meta description applied, the body below.
 */
export function CatalogueFrame({
  title,
  description,
  lead,
  busy = false,
  children,
}: CatalogueFrameProps) {
  usePageTitle(title);
  useMetaDescription(description);
  return (
    <Container>
      <Frame aria-busy={busy || undefined}>
        <Stack gap="xl">
          <Stack gap="sm">
            {title ? (
              <Heading level={1}>{title}</Heading>
            ) : (
              <Skeleton variant="text" width="60%" height="space.xl" />
            )}
            {lead ? (
              <Text size="lg" tone="secondary" as="div">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Frame>
    </Container>
  );
}
