import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** A month's courses as a compact list without bullets; the role keeps it a list in Safari. */
export const CourseList = styled.ul.attrs({ role: 'list' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;
