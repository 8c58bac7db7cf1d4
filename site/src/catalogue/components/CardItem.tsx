import styled from 'styled-components';

/** A list item of a card grid whose card fills the row's height, so footers line up. */
export const CardItem = styled.li`
  display: flex;
  flex-direction: column;

  & > * {
    flex: 1;
  }
`;
