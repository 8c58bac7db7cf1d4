import styled from 'styled-components';
import { token } from '@kursmarkt/ui';
import { wide } from './Header.styles.ts';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  margin: 0;
  padding: ${token('space.sm')} 0;
  list-style: none;

  @media ${wide} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space.md')};
  }
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${token('size.controlMd')};
  padding: 0 ${token('space.xs')};
  color: ${token('color.text.primary')};
  font-weight: ${token('typography.weight.medium')};
  text-decoration: none;

  &:hover {
    color: ${token('color.text.linkHover')};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    color: ${token('color.text.link')};
    box-shadow: inset 0 calc(-1 * ${token('size.borderThick')}) 0 ${token('color.brand.primary')};
  }
`;

/** The entries of a dropdown section in two columns (docs/routes-and-screens.md, header). */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${token('space.sm')};
`;

export const MobileSection = styled.li`
  ul {
    margin: 0;
    padding-inline-start: ${token('space.md')};
    list-style: none;
  }
`;

export const SectionHeading = styled.span`
  display: block;
  padding: ${token('space.xs')};
  color: ${token('color.text.secondary')};
  font-size: ${token('typography.size.sm')};
  font-weight: ${token('typography.weight.bold')};
`;
