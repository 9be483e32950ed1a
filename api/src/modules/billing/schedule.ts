import { withOrmContext } from '../../db/orm-context.ts';
import { everyHour } from '../../lib/hourly-job.ts';
import type { Services } from '../../services.ts';

/**
 * Generates the previous month's tax invoices in the server process: at start and then every hour (plain timers
 * like the retention job; generating is idempotent, so the first run after the month turns issues them and the
 * others find nothing to do). Skipped while the supplier's address and TRN are not configured. Returns the stop.
 */
export function scheduleInvoices(services: Services): () => void {
  const { supplier } = services.config;
  if (!supplier.address || !supplier.trn) return () => {};
  const run = async () => {
    try {
      const month = services.invoices.previousMonth();
      const result = await withOrmContext(services.orm.em, () => services.invoices.generate(month));
      if (result.created.length) {
        services.logger.info({ month, invoices: result.created.map((i) => i.number) }, 'monthly invoices issued');
      }
    } catch (err) {
      services.logger.error({ err }, 'monthly invoice run failed');
    }
  };
  return everyHour(run);
}
