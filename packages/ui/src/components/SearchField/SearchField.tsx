import clsx from 'clsx';
import { type ComponentPropsWithRef, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as control from '../../private/control.css.ts';
import { CloseIcon, SearchIcon } from '../../private/icons.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './SearchField.css.ts';
import { messages } from './SearchField.messages.ts';

/** Props of `SearchField`. */
export interface SearchFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'size'> {
  /** Label of the field and its accessible name, e.g. "Search shipments". */
  label: string;
  /** Keeps the label for assistive technology but hides it on screen. */
  hideLabel?: boolean;
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the raw text on every keystroke (and with `''` on clear). */
  onValueChange?: (value: string) => void;
  /**
   * Called with the trimmed text: `debounceMs` after typing stops, at once on Enter and on clear. Not called
   * again for the same trimmed text.
   */
  onSearch?: (query: string) => void;
  /** Delay before `onSearch` while typing, in ms. Defaults to 0 (every change). */
  debounceMs?: number;
  className?: string;
}

/**
 * A search input (`type="search"`, so a searchbox) with a leading icon and a translated clear button that
 * appears when there is text; Escape clears too and focus stays in the field. `data-empty` marks an empty field.
 */
export function SearchField({
  label,
  hideLabel = false,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  debounceMs = 0,
  className,
  id: idProp,
  onKeyDown,
  ref,
  ...props
}: SearchFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? `${generatedId}search`;
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const lastSearched = useRef(defaultValue.trim());
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  const search = (text: string) => {
    const query = text.trim();
    if (query === lastSearched.current) return;
    lastSearched.current = query;
    onSearchRef.current?.(query);
  };

  useEffect(() => {
    if (value.trim() === lastSearched.current) return;
    const timer = window.setTimeout(() => {
      const query = value.trim();
      if (query === lastSearched.current) return;
      lastSearched.current = query;
      onSearchRef.current?.(query);
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [value, debounceMs]);

  const clear = () => {
    setValue('');
    search('');
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') search(value);
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    <div className={clsx(control.field, className)} data-empty={value === '' || undefined}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : control.fieldLabel}>
        {label}
      </label>
      <div className={styles.control}>
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon />
        </span>
        <input
          {...props}
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={id}
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={handleKeyDown}
          className={styles.input}
        />
        {value !== '' ? (
          <IconButton label={intl.formatMessage(messages.clear)} size="sm" className={styles.clear} onClick={clear}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
    </div>
  );
}
