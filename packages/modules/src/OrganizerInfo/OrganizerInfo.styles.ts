import { Link } from '@kursmarkt/ui';
import styled from 'styled-components';

/** Lets the card fill its grid cell and anchors the card link's click area. */
export const Item = styled.li`
  position: relative;
  display: flex;

  & > * {
    flex: 1;
  }
`;

/** The organizer's name links the whole card, so the card is one large click target. */
export const CardLink = styled(Link)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;
