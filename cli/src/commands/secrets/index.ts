import { generateEncryptionKey, type RotationReport, rotateSecrets } from '@qafila/api';
import type { Command } from 'commander';
import { type CliIO, printData, table } from '../../context.ts';

function describeRotation(report: RotationReport): string {
  const rows = report.columns.map((c) => [`${c.table}.${c.column}`, c.values, c.resealed, c.failed]);
  return [
    `${report.dryRun ? 'Dry run: nothing was changed. ' : ''}Current key: ${report.keyId}`,
    table(['COLUMN', 'VALUES', report.dryRun ? 'TO RESEAL' : 'RESEALED', 'NO KEY OPENS IT'], rows),
  ].join('\n');
}

export function registerSecrets(program: Command, io: CliIO) {
  const secrets = program
    .command('secrets')
    .description('the encryption key of the secrets stored at rest (integration credentials, webhook secrets)');
  secrets
    .command('generate-key')
    .description('print a new random key for QAFILA_ENCRYPTION_KEY (32 bytes, base64)')
    .action(() => {
      io.out(generateEncryptionKey());
    });
  printData(
    secrets
      .command('rotate')
      .description(
        're-seal every stored secret under QAFILA_ENCRYPTION_KEY; set the old key in QAFILA_ENCRYPTION_KEYS_PREVIOUS first',
      )
      .option('--dry-run', 'count what would be re-sealed, change nothing')
      .addHelpText(
        'after',
        '\nRotation:\n  1. QAFILA_ENCRYPTION_KEY=<new key> QAFILA_ENCRYPTION_KEYS_PREVIOUS=<old key>, restart the servers\n  2. $ qafila secrets rotate\n  3. remove the old key from QAFILA_ENCRYPTION_KEYS_PREVIOUS once every value is re-sealed',
      ),
    io,
    (services, o: { dryRun?: boolean }) =>
      rotateSecrets(services.orm.em.fork(), services.secrets, { dryRun: Boolean(o.dryRun) }),
    describeRotation,
  );
}
