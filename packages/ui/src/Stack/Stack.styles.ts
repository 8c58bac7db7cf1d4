import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-direction='row'] {
    flex-direction: row;
  }
  &[data-wrap='true'] {
    flex-wrap: wrap;
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

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }

  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }
`;
