import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Icon } from '@kursmarkt/ui';
import { bookmarkMessages as m } from '../messages.ts';

/** A kept course's icon is filled, so the state shows without colour alone. */
const Mark = styled(Icon)`
  [aria-pressed='true'] > & {
    fill: currentColor;
  }
`;

export type BookmarkButtonProps = {
  /** The course's name: the button is named "Merken: <name>" for screen readers. */
  courseName: string;
  /** The course is on the Merkzettel (`aria-pressed`). */
  pressed: boolean;
  onToggle: () => void;
  /** While a change is on its way: the button ignores presses. */
  busy?: boolean;
  /** The id of a message about the last press (its failure), read with the button. */
  describedBy?: string;
};

/**
 * The bookmark toggle of a course: "Merken" with the course's name for screen readers, pressed
 * while the course is on the Merkzettel.
 */
export function BookmarkButton({
  courseName,
  pressed,
  onToggle,
  busy = false,
  describedBy,
}: BookmarkButtonProps) {
  const intl = useIntl();
  return (
    <Button
      variant={pressed ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={pressed}
      aria-label={intl.formatMessage(m.bookmarkName, { name: courseName })}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
      icon={<Mark name="bookmark" size="sm" />}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      {intl.formatMessage(m.bookmark)}
    </Button>
  );
}
