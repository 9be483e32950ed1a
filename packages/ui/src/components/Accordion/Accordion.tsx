import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { ChevronDownIcon } from '../../private/icons.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import * as styles from './Accordion.css.ts';

/** One section of an `Accordion`. */
export interface AccordionItem {
  /** Stable id, used as the open value. */
  id: string;
  /** The header text, the name of the button and of the region. */
  title: ReactNode;
  /** Shown when the section is open. */
  content: ReactNode;
  /** The header cannot be toggled (it stays focusable, so it is still announced). */
  disabled?: boolean;
}

/** Heading levels an accordion header may use. */
export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of `Accordion`. */
export interface AccordionProps {
  items: AccordionItem[];
  /** `single`: opening a section closes the other; `multiple`: sections open independently. Defaults to `single`. */
  type?: 'single' | 'multiple';
  /** Controlled ids of the open sections. */
  value?: string[];
  /** Initially open ids when uncontrolled. Defaults to none. */
  defaultValue?: string[];
  /** Called with the ids of the open sections after every toggle. */
  onValueChange?: (value: string[]) => void;
  /** With `type="single"`, whether the open section can be closed again. Defaults to `true`. */
  collapsible?: boolean;
  /** Level of the heading wrapping each header button, to fit the page outline. Defaults to 3. */
  headingLevel?: AccordionHeadingLevel;
  className?: string;
}

/**
 * A group of disclosures: each header is a button inside a heading (`aria-expanded`, `aria-controls`), each panel a
 * region named by its button. Arrow Up/Down move between headers, Home/End to the first/last; Enter and Space
 * toggle. The chevron turns when open (instantly under reduced motion). `data-state` (`open` | `closed`) on each item.
 */
export function Accordion({
  items,
  type = 'single',
  value,
  defaultValue = [],
  onValueChange,
  collapsible = true,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const id = useId();
  const [open, setOpen] = useControllableState(value, defaultValue, onValueChange);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (itemId: string) => {
    const isOpen = open.includes(itemId);
    if (type === 'single') {
      if (isOpen && !collapsible) return;
      setOpen(isOpen ? [] : [itemId]);
    } else {
      setOpen(isOpen ? open.filter((openId) => openId !== itemId) : [...open, itemId]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const target = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={clsx(styles.root, className)}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const state = isOpen ? 'open' : 'closed';
        return (
          <div key={item.id} className={styles.item} data-state={state}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={`${id}-${item.id}-button`}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={`${id}-${item.id}-panel`}
                aria-disabled={item.disabled || (isOpen && type === 'single' && !collapsible) || undefined}
                data-state={state}
                onClick={() => {
                  if (!item.disabled) toggle(item.id);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true">
                  <ChevronDownIcon />
                </span>
              </button>
            </Heading>
            <section
              id={`${id}-${item.id}-panel`}
              aria-labelledby={`${id}-${item.id}-button`}
              className={styles.panel}
              hidden={!isOpen}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
