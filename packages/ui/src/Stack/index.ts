export {
  Stack,
  type StackAlign,
  type StackElement,
  type StackGap,
  type StackJustify,
  type StackProps,
} from './Stack.tsx';
