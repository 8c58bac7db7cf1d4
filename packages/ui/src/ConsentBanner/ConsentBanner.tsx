import { useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Heading } from '../Heading/index.ts';
import {
  Actions,
  Body,
  Categories,
  Inner,
  Legend,
  Settings,
  StyledBanner,
} from './ConsentBanner.styles.ts';
import { messages } from './messages.ts';

export type ConsentBannerCategory = {
  /** What the choice reports for this category. */
  id: string;
  label: ReactNode;
  /** What the category is used for, read out with its checkbox. */
  description: ReactNode;
  /** Always granted: shown checked and cannot be switched off. */
  required?: boolean;
};

export type ConsentBannerProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'onChange'> & {
  /** The banner's heading, which also names its region. */
  title: ReactNode;
  /** What is stored and why, e.g. with a link to the privacy notice. */
  children: ReactNode;
  categories: ConsentBannerCategory[];
  /** The categories granted so far: the settings start from them. */
  granted?: readonly string[];
  /** Open with the settings shown, e.g. when the visitor asked to change the choice. */
  defaultSettingsOpen?: boolean;
  /** The visitor's choice: the ids of every granted category, the required ones included. */
  onChoose: (granted: string[]) => void;
  ref?: Ref<HTMLElement>;
};

/**
 * A cookie-consent banner over the bottom of the page: accept all, necessary only, or choose per
 * category in the settings. Not modal: the page stays usable and no focus is trapped; the region
 * is named by its heading so assistive technology lists it with the page's landmarks. Accepting
 * and refusing have the same weight, as consent must be as easy to refuse as to give.
 */
export function ConsentBanner({
  title,
  children,
  categories,
  granted = [],
  defaultSettingsOpen = false,
  onChoose,
  ...rest
}: ConsentBannerProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  const settingsId = useId();
  const [settingsOpen, setSettingsOpen] = useState(defaultSettingsOpen);
  const required = categories.filter((category) => category.required).map(({ id }) => id);
  const [checked, setChecked] = useState<string[]>(() =>
    categories
      .filter((category) => category.required || granted.includes(category.id))
      .map(({ id }) => id),
  );
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <StyledBanner aria-labelledby={headingId} {...rest}>
      <Inner>
        <Heading level={2} size="md" id={headingId}>
          {title}
        </Heading>
        <Body>{children}</Body>
        <Actions>
          <Button onClick={() => onChoose(categories.map(({ id }) => id))}>
            {formatMessage(messages.acceptAll)}
          </Button>
          <Button onClick={() => onChoose(required)}>
            {formatMessage(messages.necessaryOnly)}
          </Button>
          <Button
            variant="tertiary"
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            {formatMessage(messages.settings)}
          </Button>
        </Actions>
        <Settings id={settingsId} hidden={!settingsOpen}>
          <Categories>
            <Legend>{formatMessage(messages.categories)}</Legend>
            {categories.map((category) => (
              <Checkbox
                key={category.id}
                label={category.label}
                help={category.description}
                checked={category.required || checked.includes(category.id)}
                disabled={category.required}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
            ))}
          </Categories>
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                onChoose(categories.map(({ id }) => id).filter((id) => checked.includes(id)))
              }
            >
              {formatMessage(messages.save)}
            </Button>
          </div>
        </Settings>
      </Inner>
    </StyledBanner>
  );
}
