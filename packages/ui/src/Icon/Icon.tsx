import type { Ref, SVGAttributes } from 'react';
import { StyledIcon } from './Icon.styles.ts';
import { iconPaths } from './icon-paths.ts';

export type IconName = keyof typeof iconPaths;
export type IconSize = 'sm' | 'md' | 'lg';

/** Every icon name, in the order of the set. */
export const iconNames = Object.keys(iconPaths) as IconName[];

export type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'name' | 'children'> & {
  /** Which icon of the set to draw. */
  name: IconName;
  /** Edge length: `sm` inside text, `md` in buttons and the header, `lg` for feature icons. @default 'md' */
  size?: IconSize;
  /** What the icon means, for icons that stand alone; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  ref?: Ref<SVGSVGElement>;
};

/** A line icon in the current text colour. */
export function Icon({ name, size = 'md', label, ...rest }: IconProps) {
  const meaning = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <StyledIcon viewBox="0 0 24 24" focusable="false" data-size={size} {...meaning} {...rest}>
      <path d={iconPaths[name]} />
    </StyledIcon>
  );
}
