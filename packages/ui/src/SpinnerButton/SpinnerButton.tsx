import { useRef, useState, type MouseEvent } from 'react';
import { Button, type ButtonProps } from '../Button/index.ts';
import { Spinner } from '../Spinner/index.ts';

export type SpinnerButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The action; return a promise to show the spinner and ignore further clicks until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  /** Called with the reason when the promise from `onClick` rejects; the button is usable again. */
  onError?: (error: unknown) => void;
  /** Show the spinner and ignore clicks, whatever `onClick` returned; leave it out to follow the promise. */
  loading?: boolean;
};

/**
 * A button for actions that take a while, such as booking: it shows a spinner while its action
 * runs, so a second click cannot submit twice, and resets when the action fails or finishes.
 */
export function SpinnerButton({
  onClick,
  onError,
  loading,
  icon,
  children,
  ...rest
}: SpinnerButtonProps) {
  const [pending, setPending] = useState(false);
  // A ref as well as state: a double click arrives before React has re-rendered with `pending`.
  const running = useRef(false);
  const busy = loading ?? pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (running.current || loading) return;
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    running.current = true;
    setPending(true);
    result
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running.current = false;
        setPending(false);
      });
  };

  return (
    <Button
      {...rest}
      aria-busy={busy}
      icon={busy ? <Spinner size="sm" /> : icon}
      onClick={handleClick}
    >
      {children}
    </Button>
  );
}
