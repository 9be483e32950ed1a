import { buildPath } from '@qafila/api-client';
import type { RumBatch } from '@qafila/contracts';

type Sample = RumBatch['samples'][number];

/** The API takes at most this many samples per batch (RUM_MAX_BATCH of the contracts). */
const MAX_BATCH = 20;
const ENDPOINT = 'POST /api/monitoring/rum' as const;

/**
 * The page as real-user monitoring reports it (issue 20): the path without query or hash, each segment that is an id
 * (anything with a digit or outside Latin letters, `-`, `_` and `.`, or of 40 characters or more) read as `:id`.
 */
export function rumPage(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const page = `/${segments.map((s) => (/^[A-Za-z_.-]{1,39}$/.test(s) ? s : ':id')).join('/')}`;
  return page.length > 120 ? page.slice(0, 120).replace(/\/[^/]*$/, '') || '/' : page;
}

/** `mobile` for phones and small viewports, `desktop` otherwise. */
export function deviceClass(userAgent: string, width: number): Sample['device'] {
  return /Mobi|Android|iPhone|iPod/i.test(userAgent) || width < 768 ? 'mobile' : 'desktop';
}

/** Sends what is queued: `navigator.sendBeacon` (it survives the page), or a keepalive call through the client. */
function send(samples: Sample[]) {
  for (let i = 0; i < samples.length; i += MAX_BATCH) {
    const body: RumBatch = { samples: samples.slice(i, i + MAX_BATCH) };
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    if (navigator.sendBeacon?.(buildPath(ENDPOINT), blob)) continue;
    import('../api.ts')
      .then(({ api }) => api.call(ENDPOINT, { body }, { keepalive: true, anonymous: true }))
      .catch((error) => console.error('Web vitals could not be sent', error));
  }
}

/**
 * Real-user monitoring (issue 20, docs/monitoring.md): loaded by the consent gate only after analytics consent,
 * measures the page's LCP, INP, CLS, FCP and TTFB with `web-vitals` and sends them batched when the page is hidden or
 * left. The page is the one the visit landed on (web-vitals measures the document's load, not in-app navigations).
 * Answers the stop (consent withdrawn: nothing more is queued or sent).
 */
export async function startRum(): Promise<() => void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const page = rumPage(location.pathname);
  const device = deviceClass(navigator.userAgent, window.innerWidth);
  let queue: Sample[] = [];
  let stopped = false;
  const report = ({ name, value }: { name: Sample['name']; value: number }) => {
    // The API refuses impossible values (over a minute, a CLS over 10): a broken measurement is left out here.
    if (!stopped && value >= 0 && value <= (name === 'CLS' ? 10 : 60_000)) queue.push({ name, value, page, device });
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
  // After web-vitals' own listeners (capture on window): what it reports on hiding is queued before this flush.
  const flush = () => {
    if (stopped || queue.length === 0) return;
    const samples = queue;
    queue = [];
    send(samples);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    stopped = true;
    queue = [];
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
