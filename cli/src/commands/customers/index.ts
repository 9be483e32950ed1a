import { readFile } from 'node:fs/promises';
import { CLI_ACTOR } from '@qafila/api';
import type { Command } from 'commander';
import { CliError, type CliIO, emit, table, withServices } from '../../context.ts';

/** Where the printed invitation links point without --origin: QAFILA_PUBLIC_ORIGIN, else this server. */
const defaultOrigin = (config: { publicOrigin?: string | undefined; host: string; port: number }) =>
  config.publicOrigin ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;

export function registerCustomers(program: Command, io: CliIO) {
  const customers = program.command('customers').description("an organization's customer accounts");

  customers
    .command('import <file>')
    .description(
      'import customers from a CSV file (header name,email,phone,company; "-" reads standard input) all or nothing: every problem is listed by line and nothing is stored; each customer gets an invitation link to choose their username and password',
    )
    .requiredOption('--org <subdomain>', 'the organization')
    .option('--origin <url>', 'the web address the links start with (default QAFILA_PUBLIC_ORIGIN)')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ qafila customers import clients.csv --org gulf-freight\n  $ qafila customers import - --org gulf-freight --json < clients.csv',
    )
    .action((file: string, o: { org: string; origin?: string; json?: boolean }) =>
      withServices(io, async (services) => {
        let text: string;
        try {
          text = file === '-' ? await io.readStdin() : await readFile(file, 'utf8');
        } catch (err) {
          throw new CliError(`cannot read ${file}: ${(err as Error).message}`);
        }
        const organization = await services.team.organizationBySubdomain(o.org);
        let result: Awaited<ReturnType<typeof services.customers.importCsv>>;
        try {
          result = await services.customers.importCsv(
            { organization, actor: CLI_ACTOR },
            text,
            o.origin ?? defaultOrigin(services.config),
          );
        } catch (err) {
          const errors = (err as { errors?: { line: number; field: string; message: string }[] }).errors;
          if (!errors) throw err;
          if (o.json) io.out(JSON.stringify({ error: (err as Error).message, errors }, null, 2));
          else
            io.err(
              table(
                ['LINE', 'FIELD', 'PROBLEM'],
                errors.map((e) => [e.line, e.field || null, e.message]),
              ),
            );
          throw new CliError((err as Error).message);
        }
        emit(io, o.json, result, () =>
          [
            `Imported ${result.imported} ${result.imported === 1 ? 'customer' : 'customers'} into ${o.org}${result.emailed ? ' (invitations e-mailed)' : ''}. Their invitation links (valid 7 days, single use):`,
            table(
              ['ID', 'EMAIL', 'LINK'],
              result.customers.map((c) => [c.id, c.email, c.link]),
            ),
          ].join('\n'),
        );
      }),
    );
}
