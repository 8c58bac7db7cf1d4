export { Link, type LinkAppearance, type LinkButtonVariant, type LinkProps } from './Link.tsx';
