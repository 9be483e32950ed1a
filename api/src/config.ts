import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseAllowList } from './lib/outbound-policy.ts';
import { generateEncryptionKey, parseEncryptionKey } from './lib/secret-box.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function isEncryptionKey(text: string): boolean {
  try {
    parseEncryptionKey(text);
    return true;
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

/** The environment the API understands. Every variable is optional in the embedded mode. */
export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(8080),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  QAFILA_DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^(sqlite:|postgres(ql)?:\/\/)/.test(v), {
    error: 'must start with sqlite: or postgres://',
  }),
  QAFILA_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    error: 'must be at least 32 characters',
  }),
  QAFILA_ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 12, {
    error: 'must be at least 12 characters',
  }),
  QAFILA_DEMO_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 12, {
    error: 'must be at least 12 characters',
  }),
  QAFILA_OPS_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 12, {
    error: 'must be at least 12 characters',
  }),
  QAFILA_DEMO_HISTORY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(|true|false|on|off|yes|no|1|0)$/, { error: 'must be on or off' })
    .optional()
    .transform((v) => !(v === 'false' || v === 'off' || v === 'no' || v === '0')),
  QAFILA_ADMIN_REQUIRE_TWO_FACTOR: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(|true|false|on|off|yes|no|1|0)$/, { error: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === 'on' || v === 'yes' || v === '1'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  QAFILA_WEB_DIST: optionalText,
  QAFILA_WIDGET_DIST: optionalText,
  QAFILA_METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    error: 'must be at least 16 characters',
  }),
  QAFILA_TEST_FAULT_ROUTE: optionalText,
  QAFILA_PUBLIC_ORIGIN: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+\/?$/.test(v), {
    error: 'must be an origin such as https://qafila.ae',
  }),
  QAFILA_TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(|true|false|on|off|yes|no|\d{1,2})$/, { error: 'must be true, false or the number of proxies in front' })
    .optional()
    .transform((v) => {
      if (v === undefined || v === '' || v === 'false' || v === 'off' || v === 'no') return 0;
      if (v === 'true' || v === 'on' || v === 'yes') return 1;
      return Number(v);
    }),
  ASSISTANT_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    error: 'must be an http(s) URL of an OpenAI-compatible API',
  }),
  ASSISTANT_MODEL: optionalText,
  QAFILA_ANALYTICS: z.enum(['none', 'first-party'], { error: 'must be none or first-party' }).default('none'),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    error: 'must be an smtp:// or smtps:// URL',
  }),
  QAFILA_LEADS_EMAIL: optionalText.refine((v) => v === undefined || /^[^@\s]+@[^@\s]+$/.test(v), {
    error: 'must be an e-mail address',
  }),
  SMTP_FROM: optionalText,
  QAFILA_CONTACT_LIMIT_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(10),
  QAFILA_WS_HEARTBEAT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(50, { error: 'must be at least 50' })
    .max(600_000, { error: 'must be at most 600000' })
    .default(30_000),
  ASSISTANT_API_KEY: optionalText,
  QAFILA_SUPPLIER_NAME: optionalText,
  QAFILA_SUPPLIER_ADDRESS: optionalText,
  QAFILA_SUPPLIER_TRN: optionalText.refine((v) => v === undefined || /^\d{15}$/.test(v), {
    error: 'must be the 15 digits of a UAE Tax Registration Number',
  }),
  QAFILA_ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || isEncryptionKey(v), {
    error: 'must be 32 bytes written as base64 (44 characters) or hex (64 characters)',
  }),
  QAFILA_ENCRYPTION_KEYS_PREVIOUS: optionalText.refine(
    (v) =>
      v === undefined ||
      v
        .split(',')
        .filter((k) => k.trim() !== '')
        .every((k) => isEncryptionKey(k)),
    { error: 'must be a comma-separated list of 32-byte keys (base64 or hex)' },
  ),
  QAFILA_OUTBOUND_ALLOW: optionalText.refine((v) => v === undefined || parseAllowList(v) !== null, {
    error: 'must be a comma-separated list of IP addresses or CIDR ranges (127.0.0.1, 10.0.0.0/8, ::1)',
  }),
  QAFILA_WHATSAPP_GRAPH_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(v),
    {
      error: 'must be an http(s) URL such as https://graph.facebook.com',
    },
  ),
  QAFILA_BASE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^localhost$/, {
      error: 'must be a domain name such as qafila.ae',
    })
    .default('qafila.ae'),
});

export type Database = { driver: 'sqlite'; path: string } | { driver: 'postgresql'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: Database;
  secret: string;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  /** Password of the demo organization's admin `ops` on first seed; generated and printed when unset. */
  opsPassword: string | undefined;
  /**
   * The first seed gives the demo organization some 18 months of delivered shipments (QAFILA_DEMO_HISTORY, default
   * on) for the analytics sections; the API's tests turn it off so that each test server starts fast.
   */
  demoHistory: boolean;
  /**
   * The super admin must have two-factor sign-in (QAFILA_ADMIN_REQUIRE_TWO_FACTOR): until it is on, the portal's
   * calls other than setting it up answer 403, and it cannot be turned off.
   */
  adminRequiresTwoFactor: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  /** The chat widget's build (@qafila/chat-widget dist/), served at /widget.js for partners' sites. */
  widgetDist: string;
  version: string;
  /** New demo requests are e-mailed to `leadsEmail` through `smtpUrl` when both are set. */
  mail: { smtpUrl?: string; from: string; leadsEmail?: string };
  /** The web app's analytics provider (used only after the visitor's analytics consent). */
  analytics: 'none' | 'first-party';
  /** Demo requests accepted per IP address and hour (every attempt counts). */
  contactLimitPerHour: number;
  /** WebSocket heartbeat: dead peers are dropped and signed-in sockets re-checked this often (default 30 s). */
  wsHeartbeatMs: number;
  /** An OpenAI-compatible endpoint driving the assistant; the built-in engine when absent. */
  assistant: { baseUrl?: string; model?: string; apiKey?: string };
  /** The product's domain: organizations are served at <subdomain>.<baseDomain> (white-label branding). */
  baseDomain: string;
  /**
   * Reverse proxies in front of the server (QAFILA_TRUST_PROXY; 0 = none). When set, the client address is the
   * entry of X-Forwarded-For that the nearest proxy appended, and the protocol comes from X-Forwarded-Proto.
   */
  trustProxy: number;
  /** The product's public origin (QAFILA_PUBLIC_ORIGIN), allowed in the CSP's connect-src besides 'self'. */
  publicOrigin: string | undefined;
  /**
   * The supplier printed on the monthly tax invoices (QAFILA_SUPPLIER_NAME, _ADDRESS, _TRN); invoices are generated
   * only when the address and the TRN are set (a UAE tax invoice must show them).
   */
  supplier: { name: string; address?: string; trn?: string };
  /** The WhatsApp Cloud API (issue 17): replies go to `{graphBaseUrl}/{version}/{phone-number-id}/messages`. */
  whatsapp: { graphBaseUrl: string };
  /**
   * The keys that seal secrets at rest (ADR 0030): QAFILA_ENCRYPTION_KEY, generated into the data dir in the embedded
   * mode and required with PostgreSQL (replicas must share it); QAFILA_ENCRYPTION_KEYS_PREVIOUS still open older values.
   */
  encryption: { current: Buffer; previous: Buffer[] };
  /**
   * Private addresses that outbound calls to organization-supplied URLs may reach anyway (QAFILA_OUTBOUND_ALLOW: IPs or
   * CIDR ranges). Empty by default: loopback, link-local and private ranges are refused.
   */
  outboundAllow: string[];
  /** The bearer token that reads /metrics (QAFILA_METRICS_TOKEN); without one, only loopback clients may (issue 20). */
  metricsToken: string | undefined;
  /**
   * GET /api/__test__/fault answers 500 (QAFILA_TEST_FAULT_ROUTE=on), for the monitoring tests' known errors; honoured
   * only under the test runner (NODE_ENV=test or VITEST), never in production.
   */
  faultRoute: boolean;
}

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function parseDatabase(url: string | undefined, dataDir: string): Database {
  if (url === undefined) return { driver: 'sqlite', path: join(dataDir, 'qafila.sqlite') };
  if (url.startsWith('sqlite:')) {
    const raw = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (raw === '') throw new ConfigError('Invalid configuration: DATABASE_URL: sqlite: needs a file path');
    return { driver: 'sqlite', path: raw === ':memory:' ? raw : resolve(raw) };
  }
  return { driver: 'postgresql', url };
}

/**
 * The signing secret: QAFILA_SECRET when set, otherwise one generated once into the data directory
 * (mode 0600) so tokens survive restarts.
 */
function resolveSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The current encryption key: QAFILA_ENCRYPTION_KEY when set; in the embedded mode one generated once into the data
 * directory (mode 0600). With PostgreSQL several replicas share the database, so the key must come from the environment.
 */
function resolveEncryptionKey(explicit: string | undefined, dataDir: string, database: Database): Buffer {
  if (explicit) return parseEncryptionKey(explicit);
  if (database.driver === 'postgresql') {
    throw new ConfigError(
      'Invalid configuration: QAFILA_ENCRYPTION_KEY: required with PostgreSQL (generate one with `qafila secrets generate-key`)',
    );
  }
  const file = join(dataDir, 'encryption.key');
  if (existsSync(file)) return parseEncryptionKey(readFileSync(file, 'utf8'));
  const key = generateEncryptionKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return parseEncryptionKey(key);
}

/** Parses the environment into a Config. Creates the data directory. Throws ConfigError on bad input. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.QAFILA_DATA_DIR) ? e.QAFILA_DATA_DIR : resolve(e.QAFILA_DATA_DIR);
  try {
    // Owner-only when created here: it holds the database, the generated secret and uploaded files.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration: QAFILA_DATA_DIR: cannot create ${dataDir} (${(err as Error).message})`,
    );
  }
  const database = parseDatabase(e.DATABASE_URL, dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    secret: resolveSecret(e.QAFILA_SECRET, dataDir),
    encryption: {
      current: resolveEncryptionKey(e.QAFILA_ENCRYPTION_KEY, dataDir, database),
      previous: (e.QAFILA_ENCRYPTION_KEYS_PREVIOUS ?? '')
        .split(',')
        .filter((k) => k.trim() !== '')
        .map(parseEncryptionKey),
    },
    outboundAllow: e.QAFILA_OUTBOUND_ALLOW ? (parseAllowList(e.QAFILA_OUTBOUND_ALLOW) ?? []) : [],
    adminPassword: e.QAFILA_ADMIN_PASSWORD,
    demoPassword: e.QAFILA_DEMO_PASSWORD,
    opsPassword: e.QAFILA_OPS_PASSWORD,
    demoHistory: e.QAFILA_DEMO_HISTORY,
    metricsToken: e.QAFILA_METRICS_TOKEN,
    faultRoute: e.QAFILA_TEST_FAULT_ROUTE === 'on' && (process.env.NODE_ENV === 'test' || Boolean(process.env.VITEST)),
    adminRequiresTwoFactor: e.QAFILA_ADMIN_REQUIRE_TWO_FACTOR,
    logLevel: e.LOG_LEVEL,
    webDist: e.QAFILA_WEB_DIST ? resolve(e.QAFILA_WEB_DIST) : resolve(apiRoot, '../apps/web/dist'),
    widgetDist: e.QAFILA_WIDGET_DIST ? resolve(e.QAFILA_WIDGET_DIST) : resolve(apiRoot, '../packages/chat-widget/dist'),
    version: readVersion(),
    contactLimitPerHour: e.QAFILA_CONTACT_LIMIT_PER_HOUR,
    wsHeartbeatMs: e.QAFILA_WS_HEARTBEAT_MS,
    baseDomain: e.QAFILA_BASE_DOMAIN,
    trustProxy: e.QAFILA_TRUST_PROXY,
    publicOrigin: e.QAFILA_PUBLIC_ORIGIN ? new URL(e.QAFILA_PUBLIC_ORIGIN).origin : undefined,
    analytics: e.QAFILA_ANALYTICS,
    supplier: {
      name: e.QAFILA_SUPPLIER_NAME ?? 'Qafila Logistics Technologies',
      ...(e.QAFILA_SUPPLIER_ADDRESS ? { address: e.QAFILA_SUPPLIER_ADDRESS } : {}),
      ...(e.QAFILA_SUPPLIER_TRN ? { trn: e.QAFILA_SUPPLIER_TRN } : {}),
    },
    whatsapp: { graphBaseUrl: e.QAFILA_WHATSAPP_GRAPH_URL ?? 'https://graph.facebook.com' },
    mail: {
      ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
      from: e.SMTP_FROM ?? 'Qafila <no-reply@qafila.ae>',
      ...(e.QAFILA_LEADS_EMAIL ? { leadsEmail: e.QAFILA_LEADS_EMAIL } : {}),
    },
    assistant: {
      ...(e.ASSISTANT_BASE_URL ? { baseUrl: e.ASSISTANT_BASE_URL } : {}),
      ...(e.ASSISTANT_MODEL ? { model: e.ASSISTANT_MODEL } : {}),
      ...(e.ASSISTANT_API_KEY ? { apiKey: e.ASSISTANT_API_KEY } : {}),
    },
  };
}
