import { createServer, type Server } from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { withHealthProbe } from './http/health-probe.ts';
import { scheduleInvoices } from './modules/billing/schedule.ts';
import { scheduleLicenceAlerts } from './modules/compliance/schedule.ts';
import { scheduleIntegrations } from './modules/integrations/schedule.ts';
import { scheduleMonitoring } from './modules/monitoring/schedule.ts';
import { scheduleModelRetraining } from './modules/predictive/schedule.ts';
import { scheduleRetention } from './modules/retention/schedule.ts';
import { scheduleWebhookDeliveries } from './modules/webhooks/schedule.ts';
import { bootstrap, createServices, type Services } from './services.ts';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  server: Server;
  services: Services;
  url: string;
  /** Stops accepting, drains requests and sockets (forced after 10 s), closes the database. */
  stop(): Promise<void>;
}

/** Starts the API and the web app on one port: migrations run and demo data is seeded first. */
export async function startServer(services: Services): Promise<RunningServer> {
  const { logger, config } = services;
  const { migrations, seed } = await bootstrap(services);
  if (migrations.length) logger.info({ migrations }, 'migrations applied');
  if (seed.seeded) {
    logger.info(seed.counts, 'demo data seeded');
    if (seed.generated.admin || seed.generated.demo || seed.generated.ops) {
      // Shown once: these passwords were generated because none was configured, and are stored only hashed.
      // After the log lines written so far (the log is written asynchronously), so that they read in order.
      await new Promise<void>((resolve) => logger.flush(() => resolve()));
      const lines = ['', 'First start: generated passwords (shown only now, store them safely):'];
      if (seed.generated.admin) lines.push(`  super admin  admin / ${seed.generated.admin}`);
      if (seed.generated.demo) lines.push(`  demo customer  demo / ${seed.generated.demo}`);
      if (seed.generated.ops) lines.push(`  demo organization admin  ops / ${seed.generated.ops}`);
      process.stdout.write(`${lines.join('\n')}\n\n`);
    }
  }
  const app = createApp(services);
  const server = createServer(withHealthProbe(services, app.callback()));
  server.on('upgrade', (req, socket, head) => services.realtime.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  logger.info({ url, database: config.database.driver }, 'Qafila is listening');
  const stopRetention = scheduleRetention(services);
  const stopInvoices = scheduleInvoices(services);
  const stopWebhooks = scheduleWebhookDeliveries(services);
  const stopIntegrations = scheduleIntegrations(services);
  const stopLicenceAlerts = scheduleLicenceAlerts(services);
  const stopMonitoring = scheduleMonitoring(services);
  const stopModelRetraining = scheduleModelRetraining(services);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down');
      stopRetention();
      stopInvoices();
      stopWebhooks();
      stopIntegrations();
      stopLicenceAlerts();
      stopMonitoring();
      stopModelRetraining();
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await services.realtime.close();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      await drained;
      clearTimeout(force);
      await services.close();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { server, services, url, stop };
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const services = await createServices(config);
  const running = await startServer(services);
  // One shutdown, whichever signal comes first and however often: Ctrl-C under `pnpm start` reaches the server
  // both from the terminal and from the launcher (scripts/start.mjs), and must not kill it mid-drain.
  let shuttingDown = false;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      const hardStop = setTimeout(() => {
        services.logger.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS + 2000);
      hardStop.unref();
      running.stop().then(
        () => process.exit(0),
        (err) => {
          services.logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

if (import.meta.main) {
  main().catch((err) => {
    process.stderr.write(`Qafila failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
