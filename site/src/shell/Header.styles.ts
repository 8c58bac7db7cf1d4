import styled from 'styled-components';
import { token } from '@kursmarkt/ui';

/**
 * The one breakpoint of the shell: custom properties cannot be used in media queries, so this
 * repeats the base theme's `breakpoint.md` (48em).
 */
export const wide = '(min-width: 48em)';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${token('layer.header')};
  background: ${token('color.surface.raised')};
  border-bottom: ${token('size.borderThin')} solid ${token('color.border.subtle')};
  box-shadow: ${token('shadow.sm')};
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.md')};
  padding-block: ${token('space.sm')};
`;

export const Logo = styled.a`
  display: block;
  flex: none;
  height: ${token('size.logo')};
  aspect-ratio: 5 / 1;
  background: ${token('asset.logo')} left center / contain no-repeat;
  transition: height ${token('motion.duration.slow')} ${token('motion.easing.standard')};

  [data-compact='true'] & {
    height: ${token('size.logoCompact')};
    aspect-ratio: 1 / 1;
    background-image: ${token('asset.logoCompact')};
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: ${token('size.controlMd')};
  padding: 0 ${token('space.sm')};
  border: ${token('size.borderThin')} solid ${token('color.border.strong')};
  border-radius: ${token('radius.md')};
  background: ${token('color.surface.raised')};
  color: ${token('color.text.primary')};
  font: inherit;
  cursor: pointer;

  @media ${wide} {
    display: none;
  }
`;

export const NavArea = styled.div`
  display: none;
  border-top: ${token('size.borderThin')} solid ${token('color.border.subtle')};

  &[data-open='true'] {
    display: block;
  }

  @media ${wide} {
    display: block;
    [data-compact='true'] & {
      display: none;
    }
  }
`;
