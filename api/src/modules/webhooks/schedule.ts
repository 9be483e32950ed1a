import type { Services } from '../../services.ts';

const MINUTE_MS = 60_000;

/**
 * The webhook delivery worker in the server process: every 15 seconds, the pending deliveries whose next attempt is
 * due (their back-off runs in minutes, so this keeps them on time). Returns the stop.
 */
export function scheduleWebhookDeliveries(services: Services, everyMs = MINUTE_MS / 4): () => void {
  const timer = setInterval(() => {
    services.webhooks
      .deliverDue()
      .catch((err: unknown) => services.logger.error({ err }, 'webhook delivery pass failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
