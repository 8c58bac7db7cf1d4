import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { token } from '../tokens.ts';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

const enter = keyframes`
  from {
    opacity: 0;
    transform: scale(0.96);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${token('layer.overlay')};
  background: ${token('color.surface.overlay')};
  animation: ${fadeIn} ${token('motion.duration.normal')} ${token('motion.easing.standard')};
`;

/* Fixed with a zero inset and auto margins centres the box in the viewport at any height;
   percentages of a fixed box refer to the viewport. */
export const Content = styled(RadixDialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${token('layer.dialog')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  width: calc(100% - 2 * ${token('space.md')});
  max-width: ${token('size.dialog')};
  height: fit-content;
  max-height: calc(100% - 2 * ${token('space.md')});
  margin: auto;
  padding: ${token('space.lg')};
  overflow-y: auto;
  border-radius: ${token('radius.lg')};
  background: ${token('color.surface.raised')};
  box-shadow: ${token('shadow.lg')};
  color: ${token('color.text.primary')};
  animation: ${enter} ${token('motion.duration.normal')} ${token('motion.easing.emphasized')};
`;

export const Title = styled(RadixDialog.Title)`
  margin: 0;
  /* Keeps the title clear of the close button in the corner. */
  padding-inline-end: calc(${token('size.controlSm')} + ${token('space.sm')});
  font-family: ${token('typography.family.heading')};
  font-size: ${token('typography.size.xl')};
  font-weight: ${token('typography.weight.bold')};
  line-height: ${token('typography.lineHeight.tight')};
`;

export const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${token('color.text.secondary')};
`;

export const Body = styled.div`
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space.sm')};
  margin-top: ${token('space.xs')};
`;

export const CloseButton = styled.button`
  position: absolute;
  top: ${token('space.md')};
  inset-inline-end: ${token('space.md')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${token('size.controlSm')};
  height: ${token('size.controlSm')};
  padding: 0;
  border: 0;
  border-radius: ${token('radius.md')};
  background: transparent;
  color: ${token('color.text.secondary')};
  cursor: pointer;
  transition: background-color ${token('motion.duration.fast')} ${token('motion.easing.standard')};

  &:hover {
    background: ${token('color.surface.sunken')};
    color: ${token('color.text.primary')};
  }
`;

export const CloseIcon = styled.svg`
  width: ${token('size.iconSm')};
  height: ${token('size.iconSm')};
`;
