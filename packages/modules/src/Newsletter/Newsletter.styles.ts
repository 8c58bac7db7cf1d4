import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** Text and sign-up side by side in two equal columns where they fit, else stacked. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${token('size.cardMin')}), 1fr));
  gap: ${token('space.lg')};
  align-items: start;
`;

/**
 * The box's parts with space between them. The status region is always there, empty until the
 * sign-up succeeds, and takes no space while empty.
 */
export const Flow = styled.div`
  & > * + * {
    margin-top: ${token('space.md')};
  }
  & > :empty {
    margin-top: 0;
  }
`;
