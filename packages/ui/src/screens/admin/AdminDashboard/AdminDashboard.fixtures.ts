import type {
  AuditEntryDto,
  BillingPlan,
  BillingSummary,
  Feature,
  ManagedUser,
  OrganizationDto,
  SubscriptionDto,
} from '@qafila/contracts';
import type { AdminDashboardProps, AdminLead } from '../types.ts';

/** Sample data for stories and tests, shaped as the API answers. */
export const fixtureFeatures: Feature[] = [
  {
    id: 'ai-chat',
    name: 'AI Assistant',
    category: 'core',
    description: 'Chat assistant for shipments and customs',
    isActive: true,
  },
  {
    id: 'document-processing',
    name: 'Document Processing',
    category: 'core',
    description: 'Extracts data from trade documents',
    isActive: true,
  },
  {
    id: 'uae-compliance',
    name: 'UAE Compliance',
    category: 'uae',
    description: 'Federal customs and trade rules',
    isActive: true,
  },
  {
    id: 'security-center',
    name: 'Security Center',
    category: 'compliance',
    description: 'Sessions, threats and audit',
    isActive: true,
  },
  {
    id: 'predictive-analytics',
    name: 'Predictive Analytics',
    category: 'analytics',
    description: 'Delay and demand forecasts',
    isActive: true,
  },
  {
    id: 'whatsapp-integration',
    name: 'WhatsApp Business',
    category: 'integration',
    description: 'Customer messages on WhatsApp',
    isActive: true,
  },
  {
    id: 'cod-management',
    name: 'Cash on Delivery',
    category: 'others',
    description: 'Collections and remittances',
    isActive: false,
  },
];

export const fixtureUsers: ManagedUser[] = [
  {
    id: 11,
    username: 'gulf-freight',
    email: 'ops@gulffreight.ae',
    name: 'Mariam Al Suwaidi',
    companyName: 'Gulf Freight LLC',
    phoneNumber: '+971 4 555 0101',
    planType: 'enterprise',
    isEnterprise: true,
    role: 'org_admin',
    organizationId: 3,
    features: ['ai-chat', 'document-processing'],
  },
  {
    id: 12,
    username: 'rashid',
    email: 'rashid@example.ae',
    name: null,
    companyName: null,
    phoneNumber: null,
    planType: 'starter',
    isEnterprise: false,
    role: 'org_admin',
    organizationId: 4,
    features: [],
  },
];

export const fixturePlans: BillingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyBaseFee: 299,
    includedApiCalls: 1000,
    overageRate: 0.05,
    features: ['ai-chat', 'document-processing', 'uae-compliance', 'billing-dashboard', 'cod-management'],
    limits: { shipments: 500, users: 5, storageGb: 10 },
    contactSales: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyBaseFee: 899,
    includedApiCalls: 10000,
    overageRate: 0.03,
    features: Array.from({ length: 15 }, (_, i) => `f${i}`),
    limits: { shipments: 5000, users: 25, storageGb: 100 },
    contactSales: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyBaseFee: 2999,
    includedApiCalls: -1,
    overageRate: null,
    features: Array.from({ length: 24 }, (_, i) => `f${i}`),
    limits: { shipments: -1, users: -1, storageGb: -1 },
    contactSales: false,
  },
  {
    id: 'custom',
    name: 'Custom',
    monthlyBaseFee: null,
    includedApiCalls: -1,
    overageRate: null,
    features: [],
    limits: { shipments: -1, users: -1, storageGb: -1 },
    contactSales: true,
  },
];

const flags = {
  'shipment-tracking': true,
  'document-processing': true,
  analytics: false,
  compliance: true,
  'whatsapp-integration': false,
  'telegram-integration': false,
  'fleet-management': false,
  'temperature-monitoring': false,
  'customs-ai': true,
  'seasonal-intelligence': false,
  'carbon-tracking': false,
  'free-zone-compliance': true,
};

export const fixtureOrganizations: OrganizationDto[] = [
  {
    id: 3,
    name: 'Gulf Freight LLC',
    subdomain: 'gulf-freight',
    subscriptionTier: 'enterprise',
    status: 'active',
    userCount: 12,
    monthlyUsage: 48210,
    createdAt: '2026-03-02T08:00:00.000Z',
    customDomain: 'portal.gulffreight.ae',
    settings: { branding: { primaryColor: '#6B2FBF', displayName: 'Gulf Freight' }, featureFlags: flags },
  },
  {
    id: 4,
    name: 'Rashid Trading',
    subdomain: 'rashid',
    subscriptionTier: 'starter',
    status: 'suspended',
    userCount: 1,
    monthlyUsage: 0,
    createdAt: '2026-10-15T08:00:00.000Z',
    customDomain: null,
    settings: { branding: { primaryColor: '#0F766E' }, featureFlags: flags },
  },
];

export const fixtureSubscriptions: SubscriptionDto[] = [
  {
    id: 1,
    organizationId: 3,
    organizationName: 'Gulf Freight LLC',
    plan: 'enterprise',
    status: 'active',
    monthlyRevenue: 2999,
    billingCycle: 'monthly',
    nextBilling: '2026-12-01T00:00:00.000Z',
    usage: { shipments: 1840, apiCalls: 48210, users: 12, storage: 0 },
    limits: { shipments: -1, apiCalls: -1, users: -1, storage: -1 },
    overages: 0,
    creditBalance: 150,
  },
  {
    id: 2,
    organizationId: 4,
    organizationName: 'Rashid Trading',
    plan: 'starter',
    status: 'past_due',
    monthlyRevenue: 299,
    billingCycle: 'annual',
    nextBilling: '2027-10-15T00:00:00.000Z',
    usage: { shipments: 450, apiCalls: 1200, users: 1, storage: 0 },
    limits: { shipments: 500, apiCalls: 1000, users: 5, storage: 10 },
    overages: 10,
    creditBalance: 0,
  },
];

export const fixtureSummary: BillingSummary = {
  totalRevenue: 26990,
  monthlyRecurring: 3298,
  activeSubscriptions: 1,
  churnRate: 0,
  averageRevenuePerUser: 2999,
  totalCreditsUsed: 0,
};

export const fixtureLeads: AdminLead[] = [
  {
    id: 1,
    name: 'Fatima Al Mansoori',
    company: 'Desert Logistics',
    email: 'fatima@desertlogistics.ae',
    companySize: '51-200',
    message: 'We move reefer containers from Jebel Ali. Please show us temperature monitoring.',
    language: 'en',
    createdAt: '2026-11-20T06:30:00.000Z',
  },
];

export const fixtureAudit: AuditEntryDto[] = [
  {
    id: 7,
    actor: { id: 1, username: 'admin' },
    action: 'org.suspend',
    targetType: 'organization',
    targetId: '4',
    before: { status: 'active' },
    after: { status: 'suspended' },
    createdAt: '2026-11-20T07:00:00.000Z',
  },
];

const ok = async () => ({ ok: true as const });

/** Every prop, with sample data and callbacks that succeed. */
export function fixtureProps(): AdminDashboardProps {
  return {
    loading: false,
    adminName: 'admin',
    onLogout: () => {},
    onChangePassword: ok,
    users: fixtureUsers,
    features: fixtureFeatures,
    statistics: { totalFeatures: 24, totalAssociations: 2 },
    plans: fixturePlans,
    onCreateUser: ok,
    onUpdateUser: ok,
    onDeleteUser: ok,
    onAssignFeature: async () => ({ ok: true, message: 'Feature assigned successfully' }),
    onRemoveFeature: ok,
    organizations: fixtureOrganizations,
    subscriptions: fixtureSubscriptions,
    billingSummary: fixtureSummary,
    leads: fixtureLeads,
    audit: fixtureAudit,
    baseDomain: 'qafila.ae',
    onCreateOrganization: async (input) => ({
      ok: true,
      organization: { ...fixtureOrganizations[0]!, id: 9, name: input.name, subdomain: input.subdomain },
      admin: { username: 'owner', email: input.adminEmail, password: 'kT4-generated-9xQ' },
    }),
    onOrganizationAction: ok,
    onUpdateBranding: ok,
    onUpdateFeatureFlags: ok,
    onCopy: async () => {},
    monitoring: {
      health: {
        status: 'ok',
        version: '0.1.0',
        uptimeSeconds: 93_780,
        database: { status: 'ok', driver: 'sqlite', latencyMs: 0.4 },
      },
      activeSessions: 5,
      activeUsers: 4,
      requests: 12840,
      errorRate: 0.0007,
    },
  };
}
