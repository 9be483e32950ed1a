import type { AnalyticsBatch, LanguageCode } from '@qafila/contracts';

type AnalyticsEvent = AnalyticsBatch['events'][number];

/** Where analytics go: `none` (default) or `first-party`, set by the server (QAFILA_ANALYTICS) on the page. */
export interface AnalyticsProvider {
  pageView(path: string, language: LanguageCode): void;
  event(category: string, label: string, value?: number): void;
}

/** The built-in provider: batches events to POST /api/analytics/events (first party, no identifiers). */
export function firstPartyAnalytics(): AnalyticsProvider {
  const queue: AnalyticsEvent[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    // The API takes batches of at most 50; what is left goes in the next flush.
    const events = queue.splice(0, 50);
    if (queue.length > 0) schedule();
    if (events.length === 0) return;
    // The API client loads on first use: analytics are sent after consent, never in the first load.
    import('../api.ts')
      .then(({ api }) =>
        api.call('POST /api/analytics/events', { body: { events } }, { keepalive: true, anonymous: true }),
      )
      .catch((error) => console.error('Analytics could not be sent', error));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(flush, 1000);
  };
  const push = (e: AnalyticsEvent) => {
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
