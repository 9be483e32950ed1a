// Bulk demo data benchmark: N realistic shipments into a fresh database. Usage: node bench/seed.ts [N]
// Goal (issue): 100,000 shipments in at most 20 s. DATABASE_URL=postgres://… measures PostgreSQL instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { bulkSeedShipments } from '../src/db/bulk-seed.ts';
import { bootstrap, createServices } from '../src/services.ts';

const count = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'qafila-bench-seed-'));
const services = await createServices(
  loadConfig({
    QAFILA_DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    QAFILA_ADMIN_PASSWORD: 'bench-admin-password',
    QAFILA_DEMO_PASSWORD: 'bench-demo-password',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
);
await bootstrap(services);
const result = await bulkSeedShipments(services.orm.em, { count, seed: 42 });
const seconds = result.ms / 1000;
console.log(
  `${services.config.database.driver}: ${result.shipments} shipments, ${result.events} events, ${result.documents} documents in ${seconds.toFixed(2)} s — ${Math.round(result.shipments / seconds)} shipments/s (goal: 100,000 in ≤ 20 s)`,
);
await services.close();
rmSync(dir, { recursive: true, force: true });
