export { AboutUs, AboutUs as default, type AboutUsProps } from './AboutUs.tsx';
