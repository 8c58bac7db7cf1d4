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

/** The course name's link covers the whole card, so the card is one large click target. */
export const CardLink = styled(Link)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** An icon before a line of text, centred on it. */
export const Detail = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
`;
