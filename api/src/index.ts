export { createApp } from './app.ts';
export { type Config, ConfigError, loadConfig } from './config.ts';
export { bulkSeedShipments } from './db/bulk-seed.ts';
export {
  CommunicationRecord,
  ComplianceDocument,
  Invoice,
  Organization,
  Shipment,
  ShipmentEvent,
  Subscription,
  User,
  UserFeature,
} from './db/entities/index.ts';
export { sqliteMigrations } from './db/migrations/sqlite/index.ts';
export { migrate, openOrm, resetDatabase } from './db/orm.ts';
export { withOrmContext } from './db/orm-context.ts';
export { seedDemoData } from './db/seed.ts';
export { DomainError } from './domain/errors.ts';
export { CsvSyntaxError, parseCsv } from './lib/csv-parse.ts';
export { generateEncryptionKey } from './lib/secret-box.ts';
export { seededRandom } from './lib/seeded-random.ts';
export { CLI_ACTOR } from './modules/audit/service.ts';
export { hashPassword, verifyPassword } from './modules/auth/password.ts';
export { invoiceLine, invoiceTotals } from './modules/billing/invoices.ts';
export { type RotationReport, rotateSecrets, SEALED_COLUMNS } from './modules/secrets/rotate.ts';
export { type RunningServer, startServer } from './server.ts';
export { bootstrap, createServices, type Services } from './services.ts';
