import type { Decorator } from '@storybook/react-vite';
import { ToastProvider } from '../components/Toast/Toast.tsx';

/** A story decorator: the `ToastProvider` the screen's toasts need. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/**
 * The notification region, where toasts show. Found by its label: an open modal dialog hides the rest of the page,
 * the region included, from the accessibility tree.
 */
export const toastRegion = () =>
  document.querySelector<HTMLElement>('[role="region"][aria-label="Notifications (F8)"]');
