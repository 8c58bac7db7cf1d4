import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/*
 * Block layout, not a flex or grid Stack: modules centre themselves in a Container with auto
 * inline margins, which in a flex or grid parent would shrink them to their content's width.
 * A module that renders nothing leaves no gap behind.
 */
export const ModuleList = styled.div`
  display: flow-root;

  & > * + * {
    margin-block-start: ${token('space.xxl')};
  }
`;
