import styled from 'styled-components';
import { token } from '../tokens.ts';

/*
 * --grid-columns and --grid-min-item-width are set per instance by Grid.tsx. min(…, 100%) keeps
 * a single item from overflowing a container narrower than the minimum width.
 */
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--grid-columns, 1), minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='auto'] {
    grid-template-columns: repeat(auto-fill, minmax(min(var(--grid-min-item-width), 100%), 1fr));
  }

  &[data-gap='none'] {
    gap: ${token('space.none')};
  }
  &[data-gap='xxs'] {
    gap: ${token('space.xxs')};
  }
  &[data-gap='xs'] {
    gap: ${token('space.xs')};
  }
  &[data-gap='sm'] {
    gap: ${token('space.sm')};
  }
  &[data-gap='md'] {
    gap: ${token('space.md')};
  }
  &[data-gap='lg'] {
    gap: ${token('space.lg')};
  }
  &[data-gap='xl'] {
    gap: ${token('space.xl')};
  }
  &[data-gap='xxl'] {
    gap: ${token('space.xxl')};
  }
  &[data-gap='xxxl'] {
    gap: ${token('space.xxxl')};
  }
`;
