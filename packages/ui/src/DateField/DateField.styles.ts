import styled from 'styled-components';
import { controlStyles } from '../Field/control-styles.ts';

export const StyledDateInput = styled.input`
  ${controlStyles}
  font-variant-numeric: tabular-nums;
`;
