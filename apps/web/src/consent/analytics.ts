import type { LanguageCode } from '@qafila/contracts';

/** Where analytics go: `none` (default) or `first-party`, set by the server (QAFILA_ANALYTICS) on the page. */
export interface AnalyticsProvider {
  pageView(path: string, language: LanguageCode): void;
  event(category: string, label: string, value?: number): void;
}

/** The built-in provider: batches events to POST /api/analytics/events (first party, no identifiers). */
export function firstPartyAnalytics(): AnalyticsProvider {
  const queue: Record<string, unknown>[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    // The API takes batches of at most 50; what is left goes in the next flush.
    const events = queue.splice(0, 50);
    if (queue.length > 0) schedule();
    if (events.length === 0) return;
    fetch('/api/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
      keepalive: true,
      credentials: 'include',
    }).catch((error) => console.error('Analytics could not be sent', error));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(flush, 1000);
  };
  const push = (e: Record<string, unknown>) => {
    queue.push(e);
    schedule();
  };
  return {
    pageView: (path, language) => push({ type: 'page_view', path, language }),
    event: (category, label, value) =>
      push({
        type: 'event',
        path: location.pathname,
        category: category.slice(0, 100),
        label: label.slice(0, 200),
        ...(value === undefined ? {} : { value }),
      }),
  };
}

export function configuredAnalytics(): AnalyticsProvider | undefined {
  const kind = typeof document === 'undefined' ? 'none' : document.documentElement.dataset.analytics;
  return kind === 'first-party' ? firstPartyAnalytics() : undefined;
}
