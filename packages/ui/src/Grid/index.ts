export {
  Grid,
  type GridElement,
  type GridGap,
  type GridItemWidth,
  type GridLayout,
  type GridProps,
} from './Grid.tsx';
