import styled from 'styled-components';
import { token } from '@kursmarkt/ui';

export const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
`;

export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.md')};
  padding: ${token('space.sm')} ${token('space.lg')};
  background: ${token('color.surface.raised')};
  border-bottom: ${token('size.borderThin')} solid ${token('color.border.default')};
`;

export const Brand = styled.a`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  color: ${token('color.text.primary')};
  font-weight: ${token('typography.weight.bold')};
  text-decoration: none;
  margin-right: auto;

  &::before {
    content: '';
    width: 2rem;
    height: 2.4rem;
    background: ${token('asset.logoCompact')} center / contain no-repeat;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${token('space.sm')};
  top: -4rem;
  padding: ${token('space.xs')} ${token('space.sm')};
  background: ${token('color.surface.raised')};
  color: ${token('color.text.link')};

  &:focus {
    top: ${token('space.sm')};
  }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) 1fr;

  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;

export const Sidebar = styled.nav`
  padding: ${token('space.lg')} ${token('space.md')};
  background: ${token('color.surface.sunken')};
  border-right: ${token('size.borderThin')} solid ${token('color.border.subtle')};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${token('space.xxs')};
  }

  a {
    display: block;
    padding: ${token('space.xs')} ${token('space.sm')};
    border-radius: ${token('radius.md')};
    color: ${token('color.text.primary')};
    text-decoration: none;
  }

  a:hover {
    background: ${token('color.surface.brandSubtle')};
  }

  a[aria-current='page'] {
    background: ${token('color.brand.primary')};
    color: ${token('color.text.onBrand')};
  }
`;

export const Main = styled.main`
  padding: ${token('space.lg')};
  min-width: 0;

  &:focus {
    outline: none;
  }
`;
