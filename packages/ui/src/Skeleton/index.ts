export {
  Skeleton,
  type SkeletonLength,
  type SkeletonProps,
  type SkeletonVariant,
} from './Skeleton.tsx';
