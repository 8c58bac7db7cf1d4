import styled from 'styled-components';
import { token } from '@kursmarkt/ui';

export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${token('space.md')};
  align-items: end;
  padding: ${token('space.md')};
  background: ${token('color.surface.raised')};
  border: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  border-radius: ${token('radius.md')};
`;

export const Entries = styled.table`
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

  td span {
    display: block;
  }
`;
