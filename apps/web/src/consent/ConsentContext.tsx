import type { CookiePreferences } from '@qafila/ui/screens/public';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { usePageLocale } from '../i18n/usePageLocale.ts';
import { type AnalyticsProvider, configuredAnalytics } from './analytics.ts';
import { readConsent, type StoredConsent, saveConsent } from './storage.ts';

interface ConsentState {
  consent: StoredConsent | undefined;
  /** Reopens the Cookie Preferences dialog (the footer's "Cookie settings"). */
  openSettings(): void;
}

const ConsentContext = createContext<ConsentState | null>(null);
// The banner and dialog are not part of the first paint (the banner waits 2 s): their code loads after hydration.
const CookieConsent = lazy(() => import('./CookieConsentFrom.tsx'));
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Cookie consent (spec 000 §4, PDPL) and the analytics it gates: nothing analytics-related is sent before
 * analytics consent, and withdrawing it stops sending at once.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<StoredConsent | undefined>(() => readConsent(storage()));
  const [dialogOpen, setDialogOpen] = useState(false);
  // Rendered from the first effect on, so the prerendered HTML and the hydrating client agree.
  const [since, setSince] = useState<number | undefined>(undefined);
  useEffect(() => setSince(performance.now()), []);
  // Needed while nothing is saved or the dialog is open; kept mounted afterwards so the dialog can close normally.
  const [needed, setNeeded] = useState(false);
  if (!needed && (!consent || dialogOpen)) setNeeded(true);
  const provider = useRef<AnalyticsProvider | undefined>(undefined);
  const allowed = consent?.analytics === true;
  if (allowed && !provider.current) provider.current = configuredAnalytics();
  const active = allowed ? provider.current : undefined;

  const location = useLocation();
  const { locale } = usePageLocale();
  useEffect(() => {
    active?.pageView(location.pathname, locale);
  }, [active, location.pathname, locale]);

  // Real-user monitoring (issue 20): web-vitals loads only after analytics consent and stops when it is withdrawn.
  useEffect(() => {
    if (!allowed) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./rum.ts')
      .then(({ startRum }) => startRum())
      .then((s) => {
        if (cancelled) s();
        else stop = s;
      })
      .catch((error) => console.error('Web vitals could not be measured', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [allowed]);

  // Clicks on buttons and links are events (category, label).
  useEffect(() => {
    if (!active) return;
    const onClick = (e: MouseEvent) => {
      const target = (e.target as Element | null)?.closest('a, button');
      if (!target) return;
      const label = target.getAttribute('data-analytics') ?? target.textContent?.trim() ?? '';
      if (label) active.event(target.tagName === 'A' ? 'navigation' : 'click', label);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [active]);

  const onSave = useCallback((preferences: CookiePreferences) => setConsent(saveConsent(storage(), preferences)), []);
  const openSettings = useCallback(() => setDialogOpen(true), []);
  const value = useMemo(() => ({ consent, openSettings }), [consent, openSettings]);
  return (
    <ConsentContext.Provider value={value}>
      {children}
      {since !== undefined && needed && (
        <Suspense fallback={null}>
          <CookieConsent
            since={since}
            hasSavedConsent={Boolean(consent)}
            onSave={onSave}
            {...(consent
              ? {
                  initial: {
                    analytics: consent.analytics,
                    marketing: consent.marketing,
                    functional: consent.functional,
                  },
                }
              : {})}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentState {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside <ConsentProvider>');
  return value;
}
