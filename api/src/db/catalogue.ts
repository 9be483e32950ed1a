import type { EntityManager } from '@mikro-orm/core';
import type { FEATURE_CATEGORIES, FeatureKey } from '@qafila/contracts';
import { Feature, Plan } from './entities/index.ts';

type Category = (typeof FEATURE_CATEGORIES)[number];

/**
 * The feature catalogue: every key of spec 001 §3 and the four extra keys of ADR 0009, with a name, a category
 * and what it does. ensureCatalogue adds missing ones on every start, so existing databases get new features.
 */
export const FEATURE_CATALOGUE: { id: FeatureKey; name: string; category: Category; description: string }[] = [
  {
    id: 'ai-chat',
    name: 'AI Assistant',
    category: 'core',
    description: 'Bilingual assistant answering about shipments, customs and documents',
  },
  {
    id: 'document-processing',
    name: 'Document Processing',
    category: 'core',
    description: 'Upload, review and approve shipment documents',
  },
  {
    id: 'fleet-management',
    name: 'Fleet Management',
    category: 'core',
    description: 'Vehicles, drivers, trips, maintenance prediction and route optimisation',
  },
  { id: 'api-management', name: 'API Management', category: 'integration', description: 'API keys, usage and limits' },
  {
    id: 'billing-dashboard',
    name: 'Billing & Usage',
    category: 'core',
    description: 'Plan, metered usage and invoices',
  },
  {
    id: 'personal-ai-assistant',
    name: 'Personal AI Assistant',
    category: 'core',
    description: 'An assistant for the individual user',
  },
  {
    id: 'enhanced-document-management',
    name: 'Enhanced Document Management',
    category: 'core',
    description: 'Document versions, retention and search',
  },
  {
    id: 'uae-compliance',
    name: 'UAE Compliance',
    category: 'uae',
    description: 'Customs and regulatory checks for UAE shipments',
  },
  {
    id: 'freezone-compliance',
    name: 'Free Zone Management',
    category: 'uae',
    description: 'Free zone transfers and exit declarations',
  },
  {
    id: 'islamic-calendar',
    name: 'Islamic Calendar',
    category: 'uae',
    description: 'Hijri dates and public holidays in planning',
  },
  {
    id: 'uae-pass-auth',
    name: 'UAE PASS Sign-in',
    category: 'uae',
    description: 'Sign in with the national digital identity',
  },
  { id: 'islamic-finance', name: 'Islamic Finance', category: 'uae', description: 'Sharia-compliant payment terms' },
  {
    id: 'security-center',
    name: 'Security Center',
    category: 'compliance',
    description: 'Sessions, threats and blocked requests',
  },
  {
    id: 'compliance-monitoring',
    name: 'Compliance Monitoring',
    category: 'compliance',
    description: 'Continuous monitoring of document and customs status',
  },
  {
    id: 'arabic-data-rights',
    name: 'Data Rights (PDPL)',
    category: 'compliance',
    description: 'Export and erasure requests answered within 30 days',
  },
  {
    id: 'cultural-privacy',
    name: 'Cultural Privacy',
    category: 'compliance',
    description: 'Privacy settings suited to UAE customers',
  },
  {
    id: 'predictive-analytics',
    name: 'Predictive Analytics',
    category: 'analytics',
    description: 'Delay prediction from shipment history',
  },
  {
    id: 'seasonal-intelligence',
    name: 'Seasonal Intelligence',
    category: 'analytics',
    description: 'Demand around Ramadan, Eid and sales seasons',
  },
  {
    id: 'carbon-tracking',
    name: 'Carbon Footprint Tracking',
    category: 'analytics',
    description: 'Emissions estimated per shipment and route',
  },
  {
    id: 'temperature-monitoring',
    name: 'Temperature Monitoring',
    category: 'analytics',
    description: 'Cold-chain sensor readings and alerts',
  },
  {
    id: 'advanced-personal-analytics',
    name: 'Advanced Personal Analytics',
    category: 'analytics',
    description: 'Personal shipping statistics',
  },
  {
    id: 'whatsapp-integration',
    name: 'WhatsApp Business',
    category: 'integration',
    description: 'The assistant on WhatsApp',
  },
  {
    id: 'enterprise-integrations',
    name: 'Integration Hub',
    category: 'integration',
    description: 'ERP, e-commerce and warehouse connectors',
  },
  {
    id: 'cargo-management',
    name: 'Cargo Management',
    category: 'core',
    description: 'Shipments of the organization: search, create, bulk upload and status changes',
  },
  {
    id: 'live-tracking',
    name: 'Live Tracking',
    category: 'core',
    description: 'Find a shipment by tracking number, air waybill, container or id and follow its history',
  },
  {
    id: 'traffic-conditions',
    name: 'Dubai Traffic Conditions',
    category: 'uae',
    description: 'Road traffic in Dubai by time of day and weekday',
  },
  {
    id: 'sre-monitoring',
    name: 'SRE Monitoring',
    category: 'integration',
    description: 'Service health, performance budgets and alerts',
  },
  {
    id: 'cod-management',
    name: 'Cash on Delivery',
    category: 'others',
    description: 'Collection and reconciliation of cash on delivery',
  },
];

/** Plans are data (PRODUCT.md §3): amounts in USD per month; -1 is unlimited; Custom is priced by sales. */
export const PLAN_CATALOGUE = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyBaseFeeUsd: 299,
    includedApiCalls: 1_000,
    overageRateUsd: 0.05,
    features: ['5 AI features', '1,000 API calls/month'],
    shipmentLimit: 500,
    userLimit: 5,
    storageGbLimit: 10,
    sortOrder: 1,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyBaseFeeUsd: 899,
    includedApiCalls: 10_000,
    overageRateUsd: 0.03,
    features: ['15 AI features', '10,000 API calls/month'],
    shipmentLimit: 2_500,
    userLimit: 25,
    storageGbLimit: 100,
    sortOrder: 2,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyBaseFeeUsd: 2_999,
    includedApiCalls: -1,
    overageRateUsd: null,
    features: ['All AI features', 'Unlimited API calls'],
    shipmentLimit: 10_000,
    userLimit: 100,
    storageGbLimit: 500,
    sortOrder: 3,
  },
  {
    id: 'custom',
    name: 'Custom',
    monthlyBaseFeeUsd: null,
    includedApiCalls: -1,
    overageRateUsd: null,
    features: ['Tailored limits and integrations'],
    shipmentLimit: -1,
    userLimit: -1,
    storageGbLimit: -1,
    sortOrder: 4,
  },
];

/** Inserts missing features and plans; existing rows (possibly edited by an admin) are left as they are. */
export async function ensureCatalogue(rootEm: EntityManager): Promise<void> {
  // A fork of its own: this runs at start-up or from the CLI, outside any request.
  const em = rootEm.fork();
  const [features, plans] = await Promise.all([em.find(Feature, {}), em.find(Plan, {})]);
  const haveFeatures = new Set(features.map((f) => f.id));
  const havePlans = new Set(plans.map((p) => p.id));
  for (const f of FEATURE_CATALOGUE) if (!haveFeatures.has(f.id)) em.create(Feature, { ...f, isActive: true });
  for (const p of PLAN_CATALOGUE) if (!havePlans.has(p.id)) em.create(Plan, p);
  await em.flush();
}
