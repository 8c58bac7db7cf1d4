import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ChevronDown, Trigger } from './trigger.tsx';

/** How the visitor opened the menu before its code was there. */
type Opening = 'pointer' | 'keyboard';

export type DeferredDropdownMenuProps = {
  /** The trigger button's text; a chevron follows it. */
  label: ReactNode;
  /**
   * Renders the menu: a lazily loaded component that renders `DropdownMenu` with this `label`
   * and passes `triggerRef` on as the menu's `triggerRef`.
   */
  menu: (triggerRef: Ref<HTMLButtonElement>) => ReactNode;
};

/**
 * A `DropdownMenu` whose code (Radix's menu, positioning, focus handling) loads only when the
 * visitor reaches for it: until then a button that looks the same stands in. Pointing at it or
 * focusing it loads the menu; a click or an arrow key before the menu is there is not lost: the
 * menu opens as soon as it has loaded, by pointer or by keyboard as the visitor asked, with the
 * focus where it was. Use it for menus most visitors never open.
 */
export function DeferredDropdownMenu({ label, menu }: DeferredDropdownMenuProps) {
  const [wanted, setWanted] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const opening = useRef<Opening | null>(null);
  const focused = useRef(false);

  // The loaded menu's trigger takes the stand-in's place, its focus and the opening asked for.
  useEffect(() => {
    if (!trigger) return;
    if (focused.current && (document.activeElement === document.body || !document.activeElement)) {
      trigger.focus();
    }
    const how = opening.current;
    opening.current = null;
    if (how === 'keyboard') {
      trigger.focus();
      trigger.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      );
    } else if (how === 'pointer') {
      trigger.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          button: 0,
          pointerType: 'mouse',
        }),
      );
    }
  }, [trigger]);
  const triggerRef = useCallback((element: HTMLButtonElement | null) => setTrigger(element), []);

  // A transition keeps the stand-in (and its focus) on the page while the menu loads.
  const want = () => startTransition(() => setWanted(true));
  const standIn = (
    <Trigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      // The press counts, as it does for the menu's own trigger: the release may land on that
      // trigger when the code arrives in between, and a release alone opens nothing.
      onPointerDown={(event: ReactPointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        opening.current = 'pointer';
        want();
      }}
      onClick={(event: ReactMouseEvent) => {
        // A click without a pointer position comes from Enter or Space.
        opening.current = event.detail === 0 ? 'keyboard' : 'pointer';
        want();
      }}
      onKeyDown={(event: ReactKeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        opening.current = 'keyboard';
        want();
      }}
    >
      {label}
      <ChevronDown />
    </Trigger>
  );
  return <Suspense fallback={standIn}>{wanted ? menu(triggerRef) : standIn}</Suspense>;
}
