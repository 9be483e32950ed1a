import type { ReactNode } from 'react';
import { QafilaProvider, type QafilaProviderProps } from '../components/QafilaProvider/QafilaProvider.tsx';

/** Props of `TestProvider`. */
export interface TestProviderProps {
  /** Defaults to `en`; `ar` renders right to left. */
  locale?: string;
  /** Catalogue for `locale`; with `ar`, pass the Arabic messages of every string the component renders. */
  messages?: QafilaProviderProps['messages'];
  theme?: QafilaProviderProps['theme'];
  /** Defaults to throwing, so a missing translation or a malformed message fails the test. */
  onError?: QafilaProviderProps['onError'];
  children?: ReactNode;
}

const throwIntlError: NonNullable<QafilaProviderProps['onError']> = (error) => {
  throw error;
};

/** Wraps a component under test in the same providers as the app: theme, messages, `lang` and direction. */
export function TestProvider({
  locale = 'en',
  messages,
  theme,
  onError = throwIntlError,
  children,
}: TestProviderProps) {
  return (
    <QafilaProvider locale={locale} messages={messages} theme={theme} onError={onError}>
      {children}
    </QafilaProvider>
  );
}
