import { type MessageDescriptor, useIntl } from 'react-intl';
import type { ToastOptions } from '../components/Toast/Toast.tsx';

/** A function that makes a toast from messages: its title and, when given, its description. */
export function useMessageToast() {
  const intl = useIntl();
  return (title: MessageDescriptor, description?: MessageDescriptor): ToastOptions =>
    description
      ? { title: intl.formatMessage(title), description: intl.formatMessage(description) }
      : { title: intl.formatMessage(title) };
}
