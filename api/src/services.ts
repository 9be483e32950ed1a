import type { Config } from './config.ts';
import { ensureCatalogue } from './db/catalogue.ts';
import { prepareSqliteFile, restrictSqliteSidecars } from './db/file-mode.ts';
import { migrate, type Orm, openOrm } from './db/orm.ts';
import { withOrmContext } from './db/orm-context.ts';
import { type SeedResult, seedDemoData } from './db/seed.ts';
import { type ConcurrencyLimiter, createConcurrencyLimiter } from './http/concurrency-limit.ts';
import { createLoginThrottle, createRateLimiter, type LoginThrottle, type RateLimiter } from './http/rate-limit.ts';
import { createLocalFileStorage, type FileStorage } from './lib/file-storage.ts';
import { createOutbound, type Outbound } from './lib/outbound.ts';
import { createSecretBox, type SecretBox } from './lib/secret-box.ts';
import { createLogger, type Logger } from './logger.ts';
import { type AdminService, createAdminService } from './modules/admin/service.ts';
import { type ApiKeyService, createApiKeyService } from './modules/api-keys/service.ts';
import { type ApiUsageRecorder, createApiUsageRecorder } from './modules/api-keys/usage.ts';
import { createAssistantFromConfig } from './modules/assistant/index.ts';
import type { Assistant } from './modules/assistant/types.ts';
import { type AuditService, createAuditService } from './modules/audit/service.ts';
import { type AuthService, createAuthService } from './modules/auth/service.ts';
import { type ApiCallLimit, createApiCallLimit } from './modules/billing/api-limit.ts';
import { createInvoiceService, type InvoiceService } from './modules/billing/invoices.ts';
import { createUsageMeter, type UsageMeter } from './modules/billing/meter.ts';
import { type BillingService, createBillingService, syncSubscription } from './modules/billing/service.ts';
import { createUsageService, type UsageService } from './modules/billing/usage.ts';
import { type CarbonService, createCarbonService } from './modules/carbon/service.ts';
import { type CargoService, createCargoService } from './modules/cargo/service.ts';
import { chatSocketValidator, chatUpgradeAuthorizer } from './modules/chat/realtime-auth.ts';
import { type ChatService, createChatService } from './modules/chat/service.ts';
import { type ComplianceService, createComplianceService } from './modules/compliance/service.ts';
import { smtpLeadNotifier } from './modules/contact/notify.ts';
import { type ContactService, createContactService } from './modules/contact/service.ts';
import { type ConversationService, createConversationService } from './modules/conversations/service.ts';
import { createCustomerNotifier, smtpMailSender } from './modules/customer-notify/service.ts';
import { type CustomsService, createCustomsService } from './modules/customs/service.ts';
import { builtinEnvironment, type EnvironmentProvider } from './modules/dashboard/environment.ts';
import { createDashboardService, type DashboardService } from './modules/dashboard/service.ts';
import { createDataRightsService, type DataRightsService, smtpReminderSender } from './modules/data-rights/service.ts';
import { createDocumentService, type DocumentService } from './modules/documents/service.ts';
import { createDomainEvents, type DomainEvents } from './modules/events/bus.ts';
import { createFleetService, type FleetService } from './modules/fleet/service.ts';
import { createInsightsService, type InsightsService } from './modules/insights/service.ts';
import { createIntegrationService, type IntegrationService } from './modules/integrations/service.ts';
import { createMonitoringService, type MonitoringService } from './modules/monitoring/service.ts';
import { createNotificationService, type NotificationService } from './modules/notifications/service.ts';
import { createOrganizationService, type OrganizationService } from './modules/organizations/service.ts';
import { createPredictiveService, type PredictiveService } from './modules/predictive/service.ts';
import { createRetentionService, type RetentionService } from './modules/retention/service.ts';
import { createSessionService, type SessionService } from './modules/sessions/service.ts';
import { createShipmentService, type ShipmentService } from './modules/shipments/service.ts';
import { createSupportService, type SupportService } from './modules/support/service.ts';
import { type CustomerService, createCustomerService } from './modules/team/customers.ts';
import { smtpInvitationMailer } from './modules/team/links.ts';
import { createTeamService, type TeamService } from './modules/team/service.ts';
import { createTelemetryService, type TelemetryService } from './modules/telemetry/service.ts';
import { modelTrafficProvider, type TrafficProvider } from './modules/traffic/provider.ts';
import { createTrafficService, type TrafficService } from './modules/traffic/service.ts';
import { createTwoFactorService, type TwoFactorService } from './modules/two-factor/service.ts';
import { createUserService, type UserService } from './modules/users/service.ts';
import { createWebhookService, type WebhookService } from './modules/webhooks/service.ts';
import { createWhatsAppGraph } from './modules/whatsapp/graph.ts';
import { createWhatsAppService, type WhatsAppService } from './modules/whatsapp/service.ts';
import { createWidgetService, type WidgetService } from './modules/widget/public.ts';
import { widgetSocketValidator, widgetUpgradeAuthorizer } from './modules/widget/realtime.ts';
import { createWidgetSettingsService, type WidgetSettingsService } from './modules/widget/settings.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub.ts';

/** Everything the HTTP layer and the CLI share. Created once per process; no module-level singletons. */
export interface Services {
  config: Config;
  logger: Logger;
  orm: Orm;
  realtime: RealtimeHub;
  auth: AuthService;
  /** Two-factor sign-in: enrolment, recovery codes and the sign-in's second step (issue 16). */
  twoFactor: TwoFactorService;
  /** An account's signed-in sessions: list and end them (issue 16). */
  sessions: SessionService;
  /** Accounts for every audience: the admin portal, organization admins, one's own profile, the CLI. */
  users: UserService;
  /** An organization's admins manage their staff and invitations (issue 16, ADR 0027)… */
  team: TeamService;
  /** …and their customers. */
  customers: CustomerService;
  shipments: ShipmentService;
  contact: ContactService;
  support: SupportService;
  assistant: Assistant;
  admin: AdminService;
  organizations: OrganizationService;
  audit: AuditService;
  meter: UsageMeter;
  billing: BillingService;
  /** Usage against the plan's limits and the 80 % / 100 % warnings (issue 16). */
  usage: UsageService;
  /** The monthly API-call limit: 429 with Retry-After beyond it (issue 16). */
  apiCallLimit: ApiCallLimit;
  /** Monthly UAE tax invoices and their PDF (issue 16). */
  invoices: InvoiceService;
  chat: ChatService;
  /** Cargo Management and Live Tracking of the feature dashboard. */
  cargo: CargoService;
  /** Fleet Management's vehicles and drivers. */
  fleet: FleetService;
  /** The feature dashboard's overview figures. */
  dashboard: DashboardService;
  /** Uploaded files (local disk under <dataDir>/files; an object store can replace it). */
  storage: FileStorage;
  documents: DocumentService;
  /** PDPL data requests: exports and erasure (issue 16). */
  dataRights: DataRightsService;
  /** The retention job: the periods of RETENTION_PERIODS, run daily and by `qafila retention run` (issue 16). */
  retention: RetentionService;
  notifications: NotificationService;
  conversations: ConversationService;
  /** The chat widget's public side (issue 15) and its settings. */
  widget: WidgetService;
  widgetSettings: WidgetSettingsService;
  limits: {
    /** Customer and staff sign-in; the admin portal's is separate (ADR 0015). */
    userLogin: LoginThrottle;
    adminLogin: LoginThrottle;
    contactPerIp: RateLimiter;
    analyticsPerIp: RateLimiter;
    /** Real-user monitoring's batches (issue 20): 120 per address in 10 minutes. */
    rumPerIp: RateLimiter;
    passwordChangePerUser: RateLimiter;
    /** Wrong two-factor codes: 5 per account in 15 minutes (sign-in, turning it off, new recovery codes). */
    twoFactorPerAccount: RateLimiter;
    /** Chat posts: 20 a minute per visitor and 60 per IP address for visitors, 120 per signed-in user. */
    chatPerVisitor: RateLimiter;
    chatPerIp: RateLimiter;
    chatPerUser: RateLimiter;
    /** Documents archives: 20 an hour and 2 at a time, per user and per IP address (keys `user:<id>`, `ip:<addr>`). */
    archivesPerHour: RateLimiter;
    archivesInFlight: ConcurrencyLimiter;
    /** Fleet positions: 120 a minute per device token (key: the token's hash), invalid posts included. */
    positionsPerDevice: RateLimiter;
    /** Chat widget sessions started: 20 in 10 minutes per IP address, 600 per widget (key `widget:<settings id>`). */
    widgetSessionsPerIp: RateLimiter;
    widgetSessionsPerToken: RateLimiter;
  };
  /** Domain events (shipment created or changed, document reviewed, chat hand-off, team reply) for whoever reacts. */
  events: DomainEvents;
  /** Seals secrets at rest with AES-256-GCM (ADR 0030). */
  secrets: SecretBox;
  /** The Integration Hub: connected stores, custom APIs, sync runs (issue 17, ADR 0031). */
  integrations: IntegrationService;
  /** Customs Clearance and Free Zone Management: declarations, the duty and VAT calculator, free zone licences (issue 18, ADR 0034). */
  customs: CustomsService;
  /** The WhatsApp channel: connection, webhook, replies and figures (issue 17, ADR 0033). */
  whatsapp: WhatsAppService;
  /** HTTP to organization-supplied URLs, guarded against SSRF (ADR 0030). */
  outbound: Outbound;
  /** Organization API keys (issue 17, ADR 0032). */
  apiKeys: ApiKeyService;
  /** Calls per organization, day and route for the API usage page (issue 17). */
  apiUsage: ApiUsageRecorder;
  /** Outgoing signed webhooks and their delivery log (issue 17, ADR 0032). */
  webhooks: WebhookService;
  /** UAE Compliance: checklists, the compliance score, licences and permits (issue 18, ADR 0035). */
  compliance: ComplianceService;
  /** Business Intelligence (issue 19, ADR 0039). */
  insights: InsightsService;
  /** Predictive Analytics: the delay-risk model, at-risk shipments, the booking forecast (issue 19, ADR 0038). */
  predictive: PredictiveService;
  /** Dubai Traffic Conditions: corridor traffic from a TrafficProvider (the built-in model by default). */
  traffic: TrafficService;
  /** Carbon Footprint Tracking: estimated emissions by shipment, trip, month, lane and customer (issue 19, ADR 0039). */
  carbon: CarbonService;
  /** Temperature Monitoring: sensors, readings, ranges and excursions (issue 18, ADR 0036). */
  telemetry: TelemetryService;
  /** Monitoring and SRE: Prometheus metrics and the 1-minute rollups of the API's answers (issue 20, ADR 0041). */
  monitoring: MonitoringService;
  startedAt: number;
  close(): Promise<void>;
}

export async function createServices(
  config: Config,
  options: {
    logger?: Logger;
    assistant?: Assistant;
    environment?: EnvironmentProvider;
    /** A live traffic feed for the traffic section; the built-in time-of-day model when absent. */
    traffic?: TrafficProvider;
  } = {},
): Promise<Services> {
  const logger = options.logger ?? createLogger(config);
  // The SQLite file and its -wal/-shm are owner-only (0600), created so before the first open.
  if (config.database.driver === 'sqlite') prepareSqliteFile(config.database.path);
  const orm = await openOrm(config.database);
  if (config.database.driver === 'sqlite') restrictSqliteSidecars(config.database.path);
  const realtime = createRealtimeHub({ logger, heartbeatMs: config.wsHeartbeatMs });
  // Sockets opened with a session end with it: logout and password change close them at once (4401).
  const auth = createAuthService({
    em: orm.em,
    secret: config.secret,
    onRevoked: (revoked) =>
      realtime.revalidate((i) =>
        'sessionId' in revoked ? i.authSessionId === revoked.sessionId : i.userId === revoked.userId,
      ),
  });
  const events = createDomainEvents(logger);
  const monitoring = createMonitoringService({
    orm,
    config,
    logger,
    realtime,
    // issue 20: sre — `usage` is created below; the rule reads it at evaluations only (every minute).
    planLimitShares: (now) => usage.limitShares(now),
  });
  const shipments = createShipmentService(orm.em, realtime, events);
  const assistant =
    options.assistant ??
    createAssistantFromConfig(config.assistant, {
      onFallback: (err: unknown) => logger.warn({ err }, 'assistant model failed; the built-in engine answered'),
    });
  const meter = createUsageMeter({ em: orm.em, logger });
  const storage = createLocalFileStorage(config.dataDir);
  const usage = createUsageService({ em: orm.em, meter, storage, mail: config.mail, logger });
  // The API-call warnings when a call reaches 80 % or 100 % of the month's included calls.
  const apiCallLimit = createApiCallLimit({
    em: orm.em,
    meter,
    onCount: (orgId, count, limit) => {
      if (count === Math.ceil(limit * 0.8) || count === limit) usage.warnLater(orgId, 'apiCalls');
    },
  });
  // 5 wrong current passwords per user in 15 minutes (`/api/me/password` and `/api/admin/change-password`).
  const passwordChangePerUser = createRateLimiter({ limit: 5, windowMs: 15 * 60_000 });
  const twoFactorPerAccount = createRateLimiter({ limit: 5, windowMs: 15 * 60_000 });
  const widget = createWidgetService({ em: orm.em });
  realtime.setAuthorizer(chatUpgradeAuthorizer({ auth, em: orm.em, secret: config.secret }));
  realtime.setWidgetAuthorizer(widgetUpgradeAuthorizer({ em: orm.em, widget }));
  const chatSockets = chatSocketValidator({ em: orm.em });
  const widgetSockets = widgetSocketValidator({ em: orm.em, widget });
  const dataRights = createDataRightsService({
    em: orm.em,
    storage,
    auth,
    logger,
    sendReminder: smtpReminderSender(config.mail),
  });
  const team = createTeamService({ em: orm.em, auth, logger, mailer: smtpInvitationMailer(config.mail) });
  const customers = createCustomerService({ em: orm.em, auth, team });
  realtime.setValidator(async (identities) => {
    const [chat, widgetVerdicts] = await Promise.all([chatSockets(identities), widgetSockets(identities)]);
    return identities.map((_, i) => chat[i] ?? widgetVerdicts[i]);
  });
  const chat = createChatService({ em: orm.em, assistant, realtime, shipments, logger, events });
  const secrets = createSecretBox(config.encryption);
  const whatsapp = createWhatsAppService({
    em: orm.em,
    secrets,
    chat,
    graph: createWhatsAppGraph(config.whatsapp.graphBaseUrl),
    logger,
    publicOrigin: config.publicOrigin,
  });
  const outbound = createOutbound({ allow: config.outboundAllow });
  const cargo = createCargoService({ em: orm.em, realtime, events });
  const webhooks = createWebhookService({ em: orm.em, secrets, outbound, logger });
  const apiUsage = createApiUsageRecorder({ em: orm.em, logger });
  // Every subscribable domain event is queued for the organization's webhook endpoints and attempted at once.
  events.on('*', async (e) => {
    if (await webhooks.enqueue(e)) await webhooks.deliverDue();
  });
  // A reply of the team in a WhatsApp conversation goes out through the Graph API.
  events.on('chat.staff_reply', async (e) => {
    await whatsapp.sendTeamReply(e.sessionId, e.text);
  });
  // Customers hear of status changes, document reviews and team replies on their channel (communication log rows).
  createCustomerNotifier({ em: orm.em, sendMail: smtpMailSender(config.mail), whatsapp, realtime, logger }).subscribe(
    events,
  );
  return {
    config,
    logger,
    orm,
    realtime,
    auth,
    twoFactor: createTwoFactorService({
      em: orm.em,
      auth,
      secret: config.secret,
      limiter: twoFactorPerAccount,
      adminRequiresTwoFactor: config.adminRequiresTwoFactor,
    }),
    sessions: createSessionService({ em: orm.em, auth }),
    users: createUserService({ em: orm.em, auth, limiter: passwordChangePerUser }),
    team,
    customers,
    shipments,
    assistant,
    admin: createAdminService({ em: orm.em }),
    organizations: createOrganizationService({
      em: orm.em,
      baseDomain: config.baseDomain,
      monthlyApiCalls: (ids, em) => meter.apiCalls(ids, em),
      onCreated: syncSubscription,
      onTierChanged: syncSubscription,
      onStatusChanged: syncSubscription,
    }),
    meter,
    billing: createBillingService({ em: orm.em, meter, storageBytes: usage.storageBytes }),
    usage,
    apiCallLimit,
    invoices: createInvoiceService({ em: orm.em, meter, supplier: config.supplier }),
    audit: createAuditService(orm.em),
    chat,
    cargo,
    fleet: createFleetService({ em: orm.em }),
    dashboard: createDashboardService({
      em: orm.em,
      meter,
      environment: options.environment ?? builtinEnvironment(),
    }),
    contact: createContactService({ em: orm.em, logger, notify: smtpLeadNotifier(config.mail) }),
    support: createSupportService(orm.em, events),
    storage,
    documents: createDocumentService({ em: orm.em, storage, realtime, logger, events }),
    dataRights,
    retention: createRetentionService({ em: orm.em, storage, logger, dataRights }),
    notifications: createNotificationService(orm.em),
    conversations: createConversationService({ em: orm.em, realtime, logger, events }),
    widget,
    widgetSettings: createWidgetSettingsService({ em: orm.em, realtime }),
    limits: {
      contactPerIp: createRateLimiter({ limit: config.contactLimitPerHour, windowMs: 60 * 60_000 }),
      analyticsPerIp: createRateLimiter({ limit: 600, windowMs: 60 * 60_000 }),
      rumPerIp: createRateLimiter({ limit: 120, windowMs: 10 * 60_000 }),
      chatPerVisitor: createRateLimiter({ limit: 20, windowMs: 60_000 }),
      chatPerIp: createRateLimiter({ limit: 60, windowMs: 60_000 }),
      chatPerUser: createRateLimiter({ limit: 120, windowMs: 60_000 }),
      archivesPerHour: createRateLimiter({ limit: 20, windowMs: 60 * 60_000 }),
      archivesInFlight: createConcurrencyLimiter({ limit: 2 }),
      positionsPerDevice: createRateLimiter({ limit: 120, windowMs: 60_000 }),
      widgetSessionsPerIp: createRateLimiter({ limit: 20, windowMs: 10 * 60_000 }),
      widgetSessionsPerToken: createRateLimiter({ limit: 600, windowMs: 10 * 60_000 }),
      // Progressive delays per (account, IP), a per-IP failure limit and a per-account slow-down (ADR 0015).
      userLogin: createLoginThrottle(),
      adminLogin: createLoginThrottle(),
      passwordChangePerUser,
      twoFactorPerAccount,
    },
    events,
    secrets,
    whatsapp,
    outbound,
    apiKeys: createApiKeyService({ em: orm.em }),
    apiUsage,
    webhooks,
    integrations: createIntegrationService({
      em: orm.em,
      secrets,
      outbound,
      cargo,
      publicOrigin: config.publicOrigin ?? `https://${config.baseDomain}`,
      logger,
    }),
    compliance: createComplianceService({ em: orm.em }),
    insights: createInsightsService({ em: orm.em }),
    predictive: createPredictiveService({ em: orm.em }),
    traffic: createTrafficService({ provider: options.traffic ?? modelTrafficProvider() }),
    carbon: createCarbonService({ em: orm.em }),
    customs: createCustomsService({ em: orm.em }),
    telemetry: createTelemetryService(orm.em, realtime, logger),
    monitoring,
    startedAt: Date.now(),
    async close() {
      await realtime.close();
      await events.idle();
      await meter.close();
      await apiUsage.close();
      await monitoring.close();
      await orm.close(true);
    },
  };
}

/** Brings the database up to date and seeds the demo data on first start. */
export async function bootstrap(services: Services): Promise<{ migrations: string[]; seed: SeedResult }> {
  const migrations = await migrate(services.orm);
  await ensureCatalogue(services.orm.em);
  const seed = await seedDemoData(services.orm.em, {
    adminPassword: services.config.adminPassword,
    demoPassword: services.config.demoPassword,
    opsPassword: services.config.opsPassword,
    history: services.config.demoHistory,
  });
  await withOrmContext(services.orm.em, () => services.billing.ensureAll());
  return { migrations, seed };
}
