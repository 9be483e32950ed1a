import { toCsv } from '@qafila/api/csv';
import type { Command } from 'commander';
import { CliError, type CliIO, printData, table, withServices } from '../../context.ts';

export function registerLeads(program: Command, io: CliIO) {
  const leads = program.command('leads').description('demo requests sent from the public site');

  printData(
    leads.command('list').description('list demo requests, newest first'),
    io,
    (services, options: { limit?: number }) => services.contact.list(options.limit ? { limit: options.limit } : {}),
    (list) =>
      list.length === 0
        ? 'No demo requests yet.'
        : table(
            ['ID', 'RECEIVED', 'NAME', 'COMPANY', 'EMAIL', 'SIZE', 'LANG'],
            list.map((l) => [
              l.id,
              l.createdAt.slice(0, 16).replace('T', ' '),
              l.name,
              l.company,
              l.email,
              l.companySize || null,
              l.language,
            ]),
          ),
    'print JSON instead of a table',
  )
    .option('--limit <n>', 'at most this many', (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new CliError('--limit takes a positive whole number', 2);
      return n;
    })
    .addHelpText('after', '\nExamples:\n  $ qafila leads list\n  $ qafila leads list --limit 20 --json');

  leads
    .command('export')
    .description('export every demo request as CSV or JSON to standard output')
    .option('--format <format>', 'csv or json', 'csv')
    .addHelpText(
      'after',
      '\nExamples:\n  $ qafila leads export --format csv > leads.csv\n  $ qafila leads export --format json',
    )
    .action((options: { format: string }) =>
      withServices(io, async (services) => {
        if (options.format !== 'csv' && options.format !== 'json') {
          throw new CliError(`--format must be csv or json, not '${options.format}'`, 2);
        }
        const list = await services.contact.list();
        if (options.format === 'json') return io.out(JSON.stringify(list, null, 2));
        const columns = [
          'id',
          'createdAt',
          'name',
          'company',
          'email',
          'companySize',
          'message',
          'language',
          'consent',
        ] as const;
        // The product's one CSV writer: formula cells neutralised, BOM and CRLF for Excel (Arabic included).
        io.out(toCsv([columns, ...list.map((l) => columns.map((c) => l[c]))], { finalLineBreak: false }));
      }),
    );
}
