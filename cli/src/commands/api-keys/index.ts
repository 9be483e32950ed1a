import { CLI_ACTOR } from '@qafila/api';
import type { Command } from 'commander';
import { type CliIO, emit, parseId, printData, table, withServices } from '../../context.ts';

/** `qafila api-keys list | revoke`: organizations' API keys for the operators (issue 17, docs/api-keys.md). */
export function registerApiKeys(program: Command, io: CliIO) {
  const keys = program.command('api-keys').description("the organizations' API keys (never the keys themselves)");
  printData(
    keys
      .command('list')
      .description('every API key by its visible prefix, newest first')
      .option('--org <subdomain>', "only this organization's keys")
      .addHelpText('after', '\nExamples:\n  $ qafila api-keys list\n  $ qafila api-keys list --org demo --json'),
    io,
    (services, o: { org?: string }) => services.apiKeys.listAll(o.org),
    (list) =>
      list.length
        ? table(
            ['ID', 'ORGANIZATION', 'NAME', 'PREFIX', 'SCOPES', 'LAST USED', 'STATUS'],
            list.map((k) => [
              String(k.id),
              k.organization,
              k.name,
              k.prefix,
              k.scopes.join(' '),
              k.lastUsedAt?.slice(0, 16).replace('T', ' ') ?? 'never',
              k.revokedAt ? 'revoked' : 'active',
            ]),
          )
        : 'No API keys.',
  );
  keys
    .command('revoke <id>')
    .description('revoke a key at once (e.g. one that leaked); its calls answer 401; audited as api-key.revoked by cli')
    .option('--json', 'print the key as JSON')
    .addHelpText('after', '\nExample:\n  $ qafila api-keys revoke 12')
    .action((id: string, options: { json?: boolean }) =>
      withServices(io, async (services) => {
        const key = await services.apiKeys.revokeAny(CLI_ACTOR, parseId(id));
        emit(io, options.json, key, () => `${key.prefix}… (${key.name}) is revoked.`);
      }),
    );
}
