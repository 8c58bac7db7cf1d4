import styled from 'styled-components';
import { token } from '@kursmarkt/ui';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${token('color.surface.raised')};

  caption {
    text-align: left;
    font-weight: ${token('typography.weight.bold')};
    padding-bottom: ${token('space.sm')};
  }

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${token('space.sm')};
    border-bottom: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  }

  thead th {
    border-bottom-color: ${token('color.border.strong')};
  }

  td[data-level='NONE'] {
    color: ${token('color.text.secondary')};
  }
`;
