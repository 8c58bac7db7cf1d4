import styled from 'styled-components';
import { token } from '../tokens.ts';

export const StyledAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.sm')};
  padding: ${token('space.md')};
  border: ${token('size.borderThin')} solid var(--alert-colour);
  border-inline-start-width: ${token('size.borderThick')};
  border-radius: ${token('radius.md')};
  background: var(--alert-surface);
  color: ${token('color.text.primary')};

  &[data-tone='info'] {
    --alert-colour: ${token('color.state.info')};
    --alert-surface: ${token('color.state.infoSurface')};
  }
  &[data-tone='success'] {
    --alert-colour: ${token('color.state.success')};
    --alert-surface: ${token('color.state.successSurface')};
  }
  &[data-tone='warning'] {
    --alert-colour: ${token('color.state.warning')};
    --alert-surface: ${token('color.state.warningSurface')};
  }
  &[data-tone='danger'] {
    --alert-colour: ${token('color.state.danger')};
    --alert-surface: ${token('color.state.dangerSurface')};
  }
`;

export const ToneIcon = styled.span`
  display: inline-flex;
  color: var(--alert-colour);
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  line-height: ${token('typography.lineHeight.normal')};
`;

export const Title = styled.p`
  margin: 0 0 ${token('space.xxs')};
  font-weight: ${token('typography.weight.bold')};
`;

export const DismissButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${token('size.controlSm')};
  height: ${token('size.controlSm')};
  margin: calc(-1 * ${token('space.xs')});
  padding: 0;
  border: 0;
  border-radius: ${token('radius.sm')};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${token('color.surface.raised')};
  }
`;
