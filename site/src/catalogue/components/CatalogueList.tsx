import type { ReactNode } from 'react';
import { Grid, Skeleton, Text } from '@kursmarkt/ui';
import { CatalogueFrame } from './CatalogueFrame.tsx';
import { LoadFailed } from './LoadFailed.tsx';

export type CatalogueListProps<Item> = {
  title: string;
  lead: string;
  /** The list as its SWR hook answers it. */
  data: Item[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** What the page says when the list is empty. */
  empty: string;
  /** How many placeholders show while the list loads. */
  placeholders: number;
  /** One `CardItem` per entry. */
  children: (item: Item) => ReactNode;
};

/**
 * A catalogue list page (organizers, speakers, packages): placeholders while it loads, the
 * error with a retry, the empty text, or a grid of cards.
 */
export function CatalogueList<Item>({
  title,
  lead,
  data,
  error,
  onRetry,
  empty,
  placeholders,
  children,
}: CatalogueListProps<Item>) {
  const loading = !data && !error;
  return (
    <CatalogueFrame title={title} lead={lead} busy={loading}>
      {error ? <LoadFailed onRetry={onRetry} /> : null}
      {loading ? (
        <Grid minItemWidth="size.cardMin" gap="md">
          {Array.from({ length: placeholders }, (_, index) => (
            <Skeleton key={index} variant="rect" height="space.xxxl" />
          ))}
        </Grid>
      ) : null}
      {data?.length === 0 ? <Text>{empty}</Text> : null}
      {data && data.length > 0 ? (
        <Grid as="ul" minItemWidth="size.cardMin" gap="md">
          {data.map(children)}
        </Grid>
      ) : null}
    </CatalogueFrame>
  );
}
