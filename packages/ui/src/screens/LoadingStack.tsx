import { Stack, type StackProps } from '../layout/Stack.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';

/** Content still loading: a busy stack of placeholders (its children), announced by `label` to screen readers only. */
export function LoadingStack({ label, children, ...props }: StackProps & { label: string }) {
  return (
    <Stack aria-busy="true" {...props}>
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </Stack>
  );
}
