import type { ReactNode } from 'react';
import * as styles from './control.css.ts';

/** A control's description (its hint, a reason) as a paragraph with `id`, or nothing when there is none. */
export function Description({
  id,
  className = styles.hint,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return children ? (
    <p id={id} className={className}>
      {children}
    </p>
  ) : null;
}

/** The asterisk after a required control's label: `required` on the control tells assistive technology. */
export function RequiredMarker({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className={styles.requiredMarker}>
      *
    </span>
  ) : null;
}

/** The `aria-describedby` of a control: the ids of the descriptions it has, or `undefined` when none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
