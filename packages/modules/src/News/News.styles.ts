import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** The news as a list without bullets; Safari needs the explicit role to keep it a list. */
export const EntryList = styled.ul.attrs({ role: 'list' })`
  display: flex;
  flex-direction: column;
  gap: ${token('space.lg')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A news item, set off from the one before by a divider. */
export const Entry = styled.li`
  & + & {
    padding-top: ${token('space.lg')};
    border-top: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  }
`;
