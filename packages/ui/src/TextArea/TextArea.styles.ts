import styled from 'styled-components';
import { controlStyles } from '../Field/control-styles.ts';

export const StyledTextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;
