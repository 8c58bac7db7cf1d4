import styled from 'styled-components';
import { token } from '../tokens.ts';

/** Fixed over the bottom of the page, so showing or hiding it never moves the page's content. */
export const StyledBanner = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${token('layer.overlay')};
  max-height: 100%;
  overflow-y: auto;
  border-top: ${token('size.borderThin')} solid ${token('color.border.default')};
  background: ${token('color.surface.raised')};
  color: ${token('color.text.primary')};
  box-shadow: ${token('shadow.lg')};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${token('size.focusRing')} solid ${token('color.focus.ring')};
    outline-offset: calc(-1 * ${token('size.focusRing')});
  }
`;

export const Inner = styled.div`
  display: grid;
  gap: ${token('space.md')};
  max-width: ${token('size.container')};
  margin-inline: auto;
  padding: ${token('space.lg')};
`;

export const Body = styled.div`
  font-size: ${token('typography.size.sm')};
  line-height: ${token('typography.lineHeight.normal')};

  p {
    margin: 0;
  }
`;

export const Categories = styled.fieldset`
  display: grid;
  gap: ${token('space.md')};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${token('space.sm')};
  padding: 0;
  font-weight: ${token('typography.weight.bold')};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

export const Settings = styled.div`
  display: grid;
  gap: ${token('space.md')};

  &[hidden] {
    display: none;
  }
`;
