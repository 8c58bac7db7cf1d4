import { Link, token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** Lets the card fill its grid cell and anchors the card link's click area. */
export const Item = styled.li`
  position: relative;
  display: flex;

  & > * {
    flex: 1;
  }
`;

/** The heading's link covers the whole card, so the card is one large click target. */
export const CardLink = styled(Link)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const IconMark = styled.span`
  display: inline-flex;
  padding: ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.surface.brandSubtle')};
  color: ${token('color.brand.primary')};
`;
