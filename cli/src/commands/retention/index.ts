import { RETENTION_PERIODS, type RetentionReport } from '@qafila/contracts';
import type { Command } from 'commander';
import { type CliIO, printData, table } from '../../context.ts';

/** The report as a table: one row per period of the privacy policy, then the data requests' daily work. */
function describeReport(report: RetentionReport): string {
  const rows = report.periods.map((p) => {
    const period = RETENTION_PERIODS.find((r) => r.id === p.id);
    return [p.id, `${p.months} months`, p.cutoff.slice(0, 10), p.removed, period?.what ?? ''];
  });
  return [
    report.dryRun ? 'Dry run: nothing was removed. Would remove:' : 'Removed:',
    table(['PERIOD', 'KEPT FOR', 'OLDER THAN', report.dryRun ? 'WOULD REMOVE' : 'REMOVED', 'WHAT'], rows),
    `Expired exports ${report.dryRun ? 'to remove' : 'removed'}: ${report.expiredExports}`,
    `Data request reminders ${report.dryRun ? 'due' : 'sent'}: ${report.reminders}`,
  ].join('\n');
}

export function registerRetention(program: Command, io: CliIO) {
  printData(
    program
      .command('retention')
      .description('the retention periods of the privacy policy')
      .command('run')
      .description(
        'remove (accounts: anonymise) what is older than its retention period, expire unused data exports and remind admins of data requests near their deadline; the server runs this daily',
      )
      .option('--dry-run', 'count what would be removed, remove nothing')
      .addHelpText('after', '\nExamples:\n  $ qafila retention run --dry-run\n  $ qafila retention run --json'),
    io,
    (services, o: { dryRun?: boolean }) => services.retention.run({ dryRun: Boolean(o.dryRun) }),
    describeReport,
  );
}
