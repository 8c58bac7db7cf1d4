import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../Field/index.ts';
import {
  ComboboxFrame,
  Listbox,
  Option,
  Popup,
  Status,
  StyledComboboxInput,
} from './Combobox.styles.ts';
import { messages } from './messages.ts';

/** A suggestion: `label` is shown and becomes the input text when chosen. */
export type ComboboxItem = {
  id: string;
  label: string;
};

export type ComboboxProps<Item extends ComboboxItem = ComboboxItem> = {
  /** The visible name of the field; it also names the suggestion list. */
  label: ReactNode;
  /** The text in the input. */
  inputValue: string;
  /** Called with the new text as the user types, and with the label of a chosen suggestion. */
  onInputChange: (text: string) => void;
  /** The suggestions for the current text; the caller fetches (and debounces) them. */
  suggestions: readonly Item[];
  /** Called with the suggestion the user chose, right after `onInputChange` with its label. */
  onSelect: (item: Item) => void;
  /** Shows that suggestions are being fetched. @default false */
  loading?: boolean;
  /** Shown when the text has `minChars` or more and there are no suggestions. */
  emptyText?: ReactNode;
  /** The text length from which suggestions and the empty text are shown. @default 3 */
  minChars?: number;
  /** A hint below the input, read with it by screen readers. */
  help?: ReactNode;
  /** An error message below the input; marks it invalid. */
  error?: ReactNode;
  /** Shows the required marker and marks the input as required. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  /** The input's id; a unique one is generated when left out. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text input that suggests values as the user types, after the WAI-ARIA combobox pattern with
 * a list popup: focus stays in the input and the arrow keys move through the suggestions.
 */
export function Combobox<Item extends ComboboxItem>({
  label,
  inputValue,
  onInputChange,
  suggestions,
  onSelect,
  loading = false,
  emptyText,
  minChars = 3,
  help,
  error,
  required = false,
  disabled = false,
  placeholder,
  name,
  id,
  ref,
}: ComboboxProps<Item>) {
  const { formatMessage } = useIntl();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const longEnough = inputValue.trim().length >= minChars;
  const listShown = open && longEnough && suggestions.length > 0;
  const activeIndex = listShown ? suggestions.findIndex((item) => item.id === activeId) : -1;
  const lastIndex = suggestions.length - 1;

  let status: ReactNode = null;
  if (open && longEnough) {
    if (loading) status = formatMessage(messages.loading);
    else if (suggestions.length === 0) status = emptyText ?? null;
  }

  // Focus stays in the input, so the browser does not scroll the active option into view itself.
  useEffect(() => {
    listRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const activate = (index: number) => {
    setOpen(true);
    setActiveId(suggestions[index]?.id ?? null);
  };

  const choose = (item: Item) => {
    onInputChange(item.label);
    onSelect(item);
    setOpen(false);
    setActiveId(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!longEnough) break;
        event.preventDefault();
        activate(activeIndex < 0 || activeIndex === lastIndex ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        if (!longEnough) break;
        event.preventDefault();
        activate(activeIndex <= 0 ? lastIndex : activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        // Without an active suggestion these keys move the text cursor, as in any input.
        if (activeIndex < 0) break;
        event.preventDefault();
        activate(event.key === 'Home' ? 0 : lastIndex);
        break;
      case 'Enter': {
        const item = suggestions[activeIndex];
        if (!item) break;
        event.preventDefault();
        choose(item);
        break;
      }
      case 'Escape':
        setOpen(false);
        setActiveId(null);
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        setActiveId(null);
        break;
    }
  };

  return (
    <Field label={label} help={help} error={error} required={required} disabled={disabled} id={id}>
      {(control, { labelId }) => {
        const listboxId = `${control.id}-listbox`;
        const optionId = (index: number) => `${listboxId}-${index}`;
        return (
          <ComboboxFrame>
            <StyledComboboxInput
              ref={ref}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={listboxId}
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              placeholder={placeholder}
              name={name}
              {...control}
              value={inputValue}
              onChange={(event) => {
                onInputChange(event.target.value);
                setOpen(true);
                setActiveId(null);
              }}
              onKeyDown={handleKeyDown}
              onBlur={() => {
                setOpen(false);
                setActiveId(null);
              }}
            />
            {/* Pressing on the popup must not take focus from the input, which closes it. */}
            <Popup
              data-open={listShown || status !== null ? '' : undefined}
              onMouseDown={(event) => event.preventDefault()}
            >
              <Listbox
                ref={listRef}
                id={listboxId}
                role="listbox"
                aria-labelledby={labelId}
                hidden={!listShown}
              >
                {listShown &&
                  suggestions.map((item, index) => (
                    <Option
                      key={item.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      onClick={() => choose(item)}
                    >
                      {item.label}
                    </Option>
                  ))}
              </Listbox>
              <Status role="status">{status}</Status>
            </Popup>
          </ComboboxFrame>
        );
      }}
    </Field>
  );
}
