import clsx from 'clsx';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { root as buttonStyles } from '../../components/Button/Button.css.ts';
import * as styles from './LanguageSelector.css.ts';
import { messages } from './LanguageSelector.messages.ts';
import type { LanguageSelectorProps } from './LanguageSelector.tsx';
import { defaultLanguages, flagOf, TriggerContent } from './languages.tsx';

let loaded: ComponentType<LanguageSelectorProps> | undefined;
let loading: Promise<ComponentType<LanguageSelectorProps>> | undefined;
const load = () => {
  loading ??= import('./LanguageSelector.tsx').then((module) => {
    loaded = module.LanguageSelector;
    return loaded;
  });
  return loading;
};

/**
 * The LanguageSelector for first screens: the same button, but the menu (Radix dropdown and its positioning, ~15 KB
 * gzip) is loaded when the pointer comes near, the button takes focus or is pressed. A press made before it arrived
 * opens the menu once it has; focus stays on the button across the swap.
 */
export function DeferredLanguageSelector(props: LanguageSelectorProps) {
  const { value, languages = defaultLanguages, className } = props;
  const intl = useIntl();
  const id = useId();
  const [Selector, setSelector] = useState(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);

  const start = () => {
    if (!Selector) load().then((component) => setSelector(() => component));
  };
  // The real trigger replaces the placeholder: give it the focus the placeholder had, unless the menu opens (it takes
  // the focus itself, and returns it to the trigger when it closes).
  useEffect(() => {
    if (Selector && focused.current && !openOnLoad) wrapper.current?.querySelector('button')?.focus();
  }, [Selector, openOnLoad]);

  if (Selector) {
    return (
      <span ref={wrapper} className={styles.deferred}>
        <Selector {...props} defaultOpen={openOnLoad} />
      </span>
    );
  }
  const press = () => {
    setOpenOnLoad(true);
    start();
  };
  return (
    <span ref={wrapper} className={styles.deferred}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-labelledby={`${id}label ${id}code`}
        className={clsx(buttonStyles({ variant: 'outline', tone: 'neutral', size: 'sm' }), styles.trigger, className)}
        data-value={value}
        onPointerEnter={start}
        onFocus={() => {
          focused.current = true;
          start();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onPointerDown={press}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            press();
          }
        }}
        onClick={press}
      >
        <TriggerContent
          id={id}
          label={intl.formatMessage(messages.label)}
          value={value}
          flag={flagOf(languages.find((language) => language.code === value))}
        />
      </button>
    </span>
  );
}
