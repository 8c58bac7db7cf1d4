export {
  ConsentBanner,
  type ConsentBannerCategory,
  type ConsentBannerProps,
} from './ConsentBanner.tsx';
