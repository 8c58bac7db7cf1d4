import styled from 'styled-components';
import { controlStyles } from '../Field/control-styles.ts';

export const StyledInput = styled.input`
  ${controlStyles}
`;
