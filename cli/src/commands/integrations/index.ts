import type { Command } from 'commander';
import { type CliIO, printData, table } from '../../context.ts';

/** `qafila integrations requests`: what organizations asked the Integration Hub to connect next (issue 17). */
export function registerIntegrations(program: Command, io: CliIO) {
  const integrations = program.command('integrations').description('the Integration Hub of the organizations');
  printData(
    integrations
      .command('requests')
      .description('requests for catalogue connectors that cannot be connected yet, newest first')
      .addHelpText('after', '\nExamples:\n  $ qafila integrations requests\n  $ qafila integrations requests --json'),
    io,
    (services) => services.integrations.requests(),
    (list) =>
      list.length
        ? table(
            ['WHEN', 'CONNECTOR', 'ORGANIZATION', 'BY', 'NOTE'],
            list.map((r) => [
              r.createdAt.slice(0, 16).replace('T', ' '),
              r.integration,
              r.organizationName,
              r.requestedBy ?? '—',
              r.note ?? '',
            ]),
          )
        : 'No integration requests yet.',
  );
}
