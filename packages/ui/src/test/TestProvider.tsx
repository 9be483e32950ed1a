import type { ReactNode } from 'react';
import { QafilaProvider, type QafilaProviderProps } from '../components/QafilaProvider/QafilaProvider.tsx';

/** Props of `TestProvider`. */
export interface TestProviderProps {
  /** Defaults to `en`; `ar` renders right to left. */
  locale?: string;
  messages?: QafilaProviderProps['messages'];
  theme?: QafilaProviderProps['theme'];
  onError?: QafilaProviderProps['onError'];
  children?: ReactNode;
}

/** Wraps a component under test in the same providers as the app: theme, messages, `lang` and direction. */
export function TestProvider({ locale = 'en', messages, theme, onError, children }: TestProviderProps) {
  return (
    <QafilaProvider locale={locale} messages={messages} theme={theme} onError={onError}>
      {children}
    </QafilaProvider>
  );
}
