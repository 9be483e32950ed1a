import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { useDirection } from '../../direction/useDirection.ts';
import { CheckIcon } from '../../private/icons.tsx';
import { usePortalContainer } from '../../private/portalContainer.ts';
import * as styles from './DropdownMenu.css.ts';

/** An action of a `DropdownMenu`. */
export interface DropdownMenuAction {
  type?: 'item';
  /** Unique key. */
  id: string;
  /** Visible text; the item's accessible name and typeahead text. */
  label: string;
  /** Decorative icon at the inline start. */
  icon?: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space); the menu then closes and focus returns to the trigger. */
  onSelect?: () => void;
  /** Renders the item as a link to this URL. */
  href?: string;
  /** `critical` for destructive actions (delete, cancel). */
  tone?: 'critical';
  disabled?: boolean;
}

/** A line between groups of items. */
export interface DropdownMenuSeparator {
  type: 'separator';
  id: string;
}

/** A heading above a group of items. */
export interface DropdownMenuLabel {
  type: 'label';
  id: string;
  label: ReactNode;
}

/** One choice of a `DropdownMenuRadioGroup`. */
export interface DropdownMenuRadioOption {
  value: string;
  /** Visible text; the item's accessible name and typeahead text. */
  label: string;
  /** Decorative icon at the inline start. */
  icon?: ReactNode;
  /** Language of the label when it is not the page's, e.g. a language's own name. */
  lang?: string;
}

/** Mutually exclusive choices (`menuitemradio`); the chosen one is checked and marked with a tick at the end. */
export interface DropdownMenuRadioGroup {
  type: 'radio';
  id: string;
  value: string;
  /** Called with the chosen option's value; the menu then closes. */
  onValueChange?: (value: string) => void;
  options: readonly DropdownMenuRadioOption[];
}

/** One entry of a `DropdownMenu`. */
export type DropdownMenuEntry = DropdownMenuAction | DropdownMenuSeparator | DropdownMenuLabel | DropdownMenuRadioGroup;

/** Props of `DropdownMenu`. */
export interface DropdownMenuProps {
  /** The button that opens the menu (a `Button` or `IconButton`); it gets `aria-haspopup` and `aria-expanded`. */
  trigger: ReactElement;
  /** Items, separators and labels, in order. */
  items: readonly DropdownMenuEntry[];
  /** Accessible name of the menu. Defaults to the trigger's name (through `aria-labelledby`). */
  label?: string;
  /** Which edge of the trigger the menu lines up with; follows the reading direction. Defaults to `start`. */
  align?: 'start' | 'end';
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A button-triggered menu (`role="menu"`) for a user menu or row actions: Enter, Space or ArrowDown opens it on
 * the first item, arrow keys move, Home and End jump, typing a letter finds an item, Escape closes it and returns
 * focus to the trigger.
 */
export function DropdownMenu({
  trigger,
  items,
  label,
  align = 'start',
  open,
  defaultOpen,
  onOpenChange,
}: DropdownMenuProps) {
  const direction = useDirection();
  const container = usePortalContainer();
  // Radix aligns to physical edges.
  const physicalAlign = direction === 'rtl' ? (align === 'start' ? 'end' : 'start') : align;
  return (
    // Not modal: the page stays readable by assistive technology while a small menu is open.
    <MenuPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} dir={direction} modal={false}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal container={container}>
        <MenuPrimitive.Content
          align={physicalAlign}
          sideOffset={4}
          collisionPadding={8}
          className={styles.content}
          // Radix names the menu after its trigger; an explicit label replaces that.
          {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
        >
          {items.map((entry) => {
            if (entry.type === 'separator')
              return <MenuPrimitive.Separator key={entry.id} className={styles.separator} />;
            if (entry.type === 'label')
              return (
                <MenuPrimitive.Label key={entry.id} className={styles.label}>
                  {entry.label}
                </MenuPrimitive.Label>
              );
            if (entry.type === 'radio')
              return (
                <MenuPrimitive.RadioGroup key={entry.id} value={entry.value} onValueChange={entry.onValueChange}>
                  {entry.options.map((option) => (
                    <MenuPrimitive.RadioItem
                      key={option.value}
                      value={option.value}
                      className={styles.item}
                      textValue={option.label}
                    >
                      {option.icon ? (
                        <span className={styles.icon} aria-hidden="true">
                          {option.icon}
                        </span>
                      ) : null}
                      <span className={styles.itemLabel} lang={option.lang} dir={option.lang ? 'auto' : undefined}>
                        {option.label}
                      </span>
                      <MenuPrimitive.ItemIndicator className={styles.indicator}>
                        <CheckIcon />
                      </MenuPrimitive.ItemIndicator>
                    </MenuPrimitive.RadioItem>
                  ))}
                </MenuPrimitive.RadioGroup>
              );
            const content = (
              <>
                {entry.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {entry.icon}
                  </span>
                ) : null}
                {entry.label}
              </>
            );
            return (
              <MenuPrimitive.Item
                key={entry.id}
                className={styles.item}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
                textValue={entry.label}
                data-tone={entry.tone}
                asChild={Boolean(entry.href)}
              >
                {entry.href ? <a href={entry.href}>{content}</a> : content}
              </MenuPrimitive.Item>
            );
          })}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
