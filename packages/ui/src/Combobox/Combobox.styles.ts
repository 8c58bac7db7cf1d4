import styled from 'styled-components';
import { controlStyles } from '../Field/control-styles.ts';
import { token } from '../tokens.ts';

export const ComboboxFrame = styled.div`
  position: relative;
`;

export const StyledComboboxInput = styled.input`
  ${controlStyles}
`;

export const Popup = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: ${token('layer.dropdown')};
  margin-top: ${token('space.xxs')};

  &[data-open] {
    overflow: hidden;
    border: ${token('size.borderThin')} solid ${token('color.border.default')};
    border-radius: ${token('radius.md')};
    background: ${token('color.surface.raised')};
    box-shadow: ${token('shadow.md')};
  }
`;

export const Listbox = styled.ul`
  /* Half an option peeks out at the bottom when there are more, a hint to scroll. */
  max-height: calc(${token('size.controlMd')} * 7.5);
  margin: 0;
  padding: ${token('space.xxs')} 0;
  overflow-y: auto;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  min-height: ${token('size.controlMd')};
  padding: ${token('space.xs')} ${token('space.md')};
  color: ${token('color.text.primary')};
  cursor: pointer;

  &:hover {
    background: ${token('color.surface.brandSubtle')};
  }
  &[aria-selected='true'] {
    background: ${token('color.brand.primary')};
    color: ${token('color.text.onBrand')};
  }
`;

export const Status = styled.div`
  color: ${token('color.text.secondary')};
  font-size: ${token('typography.size.sm')};

  &:not(:empty) {
    padding: ${token('space.sm')} ${token('space.md')};
  }
`;
