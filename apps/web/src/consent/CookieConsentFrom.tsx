import { CONSENT_BANNER_DELAY_MS } from '@qafila/contracts/constants';
import { CookieConsent, type CookieConsentProps } from '@qafila/ui/screens/public';
import { useState } from 'react';

/**
 * The cookie banner and preferences dialog, loaded after the page is interactive. The banner's 2-second delay
 * (spec 000 §4) still counts from `since` (when consent handling started), not from when this chunk arrived.
 */
export default function CookieConsentFrom({
  since,
  ...props
}: Omit<CookieConsentProps, 'delayMs'> & { since: number }) {
  const [delayMs] = useState(() => Math.max(0, CONSENT_BANNER_DELAY_MS - (performance.now() - since)));
  return <CookieConsent {...props} delayMs={delayMs} />;
}
