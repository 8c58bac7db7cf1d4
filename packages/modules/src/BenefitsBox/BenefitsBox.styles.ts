import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** A brand-tinted disc behind each benefit's icon. */
export const IconMark = styled.span`
  display: inline-flex;
  padding: ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.surface.brandSubtle')};
  color: ${token('color.brand.primary')};
`;
