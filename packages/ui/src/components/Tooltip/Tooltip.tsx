import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ReactElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useDirection } from '../../direction/useDirection.ts';
import { usePortalContainer } from '../../private/portalContainer.ts';
import * as styles from './Tooltip.css.ts';
import { SkipWindowContext, tooltipDelay } from './tooltipDelay.ts';

export const tooltipSides = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** Short supplementary text; never the only place a piece of information lives. */
  content: ReactNode;
  /** One focusable element (a button or link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  /** Side of the trigger; `start`/`end` follow the reading direction. Defaults to `top`. */
  side?: TooltipSide;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A label that appears on hover (after 700 ms; 300 ms skip delay between triggers) and
 * on keyboard focus, and closes with Escape. The trigger is described by it.
 */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange }: TooltipProps) {
  const direction = useDirection();
  const container = usePortalContainer();
  const skipWindow = useContext(SkipWindowContext);
  const skip = useSyncExternalStore(skipWindow.subscribe, skipWindow.get, () => false);
  const physicalSide =
    side === 'start'
      ? direction === 'rtl'
        ? 'right'
        : 'left'
      : side === 'end'
        ? direction === 'rtl'
          ? 'left'
          : 'right'
        : side;
  return (
    <TooltipPrimitive.Provider delayDuration={skip ? 0 : tooltipDelay.delayDuration} skipDelayDuration={0}>
      <TooltipPrimitive.Root
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={(next) => {
          if (!next) skipWindow.closed();
          onOpenChange?.(next);
        }}
      >
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={container}>
          <TooltipPrimitive.Content side={physicalSide} sideOffset={6} collisionPadding={8} className={styles.content}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
