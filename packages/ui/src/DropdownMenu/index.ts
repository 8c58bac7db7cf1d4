export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuLinkItemProps,
  type DropdownMenuProps,
  type DropdownMenuSubProps,
} from './DropdownMenu.tsx';
export { DeferredDropdownMenu, type DeferredDropdownMenuProps } from './DeferredDropdownMenu.tsx';
