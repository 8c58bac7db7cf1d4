import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** The field takes the room, the button sits at its baseline; on a phone they wrap. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space.sm')};

  & > :first-child {
    flex: 1 1 ${token('size.cardMin')};
  }
`;
