// `@qafila/chat-widget/react`: the widget as a React component. It renders nothing itself: it boots the launcher
// (in its own shadow root on <body>) in an effect and shuts it down on unmount.
import { useEffect } from 'react';
import { QafilaChat as command } from './index.ts';
import type { BootOptions } from './types.ts';

export type QafilaChatProps = BootOptions;

/** Boots the Qafila chat for this page while mounted; locale, user and consent follow the props. */
export function QafilaChat({ websiteToken, apiBase, position, locale, user, consent }: QafilaChatProps): null {
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale, user and consent change through their own commands below, without a new session.
  useEffect(() => {
    command('boot', {
      websiteToken,
      ...(apiBase ? { apiBase } : {}),
      ...(position ? { position } : {}),
      ...(locale ? { locale } : {}),
      ...(user ? { user } : {}),
      ...(consent ? { consent } : {}),
    });
    return () => command('shutdown');
  }, [websiteToken, apiBase, position]);
  useEffect(() => {
    if (locale) command('setLocale', locale);
  }, [locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object with the same identity is the same user.
  useEffect(() => {
    command('setUser', user);
  }, [user?.id, user?.hash]);
  useEffect(() => {
    if (consent) command('consent', consent);
  }, [consent]);
  return null;
}
