import * as TabsPrimitive from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

/** Props of `Tabs`. */
export interface TabsProps {
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the newly selected tab. */
  onValueChange?: (value: string) => void;
  /** `automatic` (default) selects a tab when it gets focus; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual';
  /** A `TabsList` followed by one `TabsContent` per tab. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabbed panels. Arrow keys move between tabs and follow the reading direction (in Arabic, ArrowLeft moves to the
 * next tab), through the direction set by `QafilaProvider`. Home and End jump to the first and last tab.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root {...props} className={clsx(styles.root, className)} />;
}

/** Props of `TabsList`. */
export interface TabsListProps {
  /** Accessible name of the tab list, e.g. "Shipment details". */
  label: string;
  /** The `TabsTrigger`s. */
  children: ReactNode;
  className?: string;
}

/** The row of tabs. */
export function TabsList({ label, className, ...props }: TabsListProps) {
  return <TabsPrimitive.List {...props} aria-label={label} className={clsx(styles.list, className)} />;
}

/** Props of `TabsTrigger`. */
export interface TabsTriggerProps {
  /** Identifies the tab and its `TabsContent`. */
  value: string;
  /** Visible label. */
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One tab; `data-state` is `active` or `inactive`. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger {...props} className={clsx(styles.trigger, className)} />;
}

/** Props of `TabsContent`. */
export interface TabsContentProps {
  /** The `value` of the tab that shows this panel. */
  value: string;
  children: ReactNode;
  className?: string;
}

/** The panel of one tab, labelled by it. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content {...props} className={clsx(styles.content, className)} />;
}
