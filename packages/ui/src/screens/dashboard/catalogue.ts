import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_SECTIONS,
  type DashboardCategory,
  type DashboardSection,
} from '@qafila/contracts';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** Category titles of the sidebar (spec 001 §2 "Categories and items"). */
export const categoryMessages: Record<DashboardCategory, MessageDescriptor> = defineMessages({
  logistics: {
    id: 'dashboard.category.logistics',
    defaultMessage: 'Logistics Operations',
    description: 'Sidebar category',
  },
  ai: { id: 'dashboard.category.ai', defaultMessage: 'AI Intelligence', description: 'Sidebar category' },
  compliance: {
    id: 'dashboard.category.compliance',
    defaultMessage: 'Compliance & Security',
    description: 'Sidebar category',
  },
  enterprise: {
    id: 'dashboard.category.enterprise',
    defaultMessage: 'Enterprise Tools',
    description: 'Sidebar category',
  },
});

/** Section titles: the exact sidebar item names of spec 001 §2. */
export const sectionTitles: Record<string, MessageDescriptor> = defineMessages({
  overview: {
    id: 'dashboard.section.overview.title',
    defaultMessage: 'Dashboard Overview',
    description: 'Sidebar item',
  },
  shipments: {
    id: 'dashboard.section.shipments.title',
    defaultMessage: 'Cargo Management',
    description: 'Sidebar item',
  },
  fleet: { id: 'dashboard.section.fleet.title', defaultMessage: 'Fleet Management', description: 'Sidebar item' },
  tracking: { id: 'dashboard.section.tracking.title', defaultMessage: 'Live Tracking', description: 'Sidebar item' },
  temperature: {
    id: 'dashboard.section.temperature.title',
    defaultMessage: 'Temperature Monitoring',
    description: 'Sidebar item',
  },
  traffic: {
    id: 'dashboard.section.traffic.title',
    defaultMessage: 'Dubai Traffic Conditions',
    description: 'Sidebar item',
  },
  'ai-chat': { id: 'dashboard.section.aiChat.title', defaultMessage: 'AI Assistant', description: 'Sidebar item' },
  analytics: {
    id: 'dashboard.section.analytics.title',
    defaultMessage: 'Predictive Analytics',
    description: 'Sidebar item',
  },
  insights: {
    id: 'dashboard.section.insights.title',
    defaultMessage: 'Business Intelligence',
    description: 'Sidebar item',
  },
  seasonal: {
    id: 'dashboard.section.seasonal.title',
    defaultMessage: 'Seasonal Intelligence',
    description: 'Sidebar item',
  },
  carbon: {
    id: 'dashboard.section.carbon.title',
    defaultMessage: 'Carbon Footprint Tracking',
    description: 'Sidebar item',
  },
  documents: {
    id: 'dashboard.section.documents.title',
    defaultMessage: 'Document Processing',
    description: 'Sidebar item',
  },
  compliance: {
    id: 'dashboard.section.compliance.title',
    defaultMessage: 'UAE Compliance',
    description: 'Sidebar item',
  },
  security: { id: 'dashboard.section.security.title', defaultMessage: 'Security Center', description: 'Sidebar item' },
  freezone: {
    id: 'dashboard.section.freezone.title',
    defaultMessage: 'Free Zone Management',
    description: 'Sidebar item',
  },
  customs: { id: 'dashboard.section.customs.title', defaultMessage: 'Customs Clearance', description: 'Sidebar item' },
  integrations: {
    id: 'dashboard.section.integrations.title',
    defaultMessage: 'Integration Hub',
    description: 'Sidebar item',
  },
  'api-status': {
    id: 'dashboard.section.apiStatus.title',
    defaultMessage: 'API Management',
    description: 'Sidebar item',
  },
  'chat-widget': {
    id: 'dashboard.section.chatWidget.title',
    defaultMessage: 'Chat Widget',
    description: 'Sidebar item',
  },
  billing: { id: 'dashboard.section.billing.title', defaultMessage: 'Billing & Usage', description: 'Sidebar item' },
  whatsapp: {
    id: 'dashboard.section.whatsapp.title',
    defaultMessage: 'WhatsApp Business',
    description: 'Sidebar item',
  },
  'islamic-calendar': {
    id: 'dashboard.section.islamicCalendar.title',
    defaultMessage: 'Islamic Calendar',
    description: 'Sidebar item',
  },
  monitoring: {
    id: 'dashboard.section.monitoring.title',
    defaultMessage: 'SRE Monitoring',
    description: 'Sidebar item',
  },
  team: { id: 'dashboard.section.team.title', defaultMessage: 'Team', description: 'Sidebar item (org admins only)' },
  customers: {
    id: 'dashboard.section.customers.title',
    defaultMessage: 'Customers',
    description: 'Sidebar item (org admins only)',
  },
  profile: { id: 'dashboard.section.profile.title', defaultMessage: 'Profile', description: 'The user profile view' },
});

/** One line per section: shown on search results and searched by the sidebar and dashboard search. */
export const sectionDescriptions: Record<string, MessageDescriptor> = defineMessages({
  overview: {
    id: 'dashboard.section.overview.description',
    defaultMessage: 'Key figures of your operations at a glance',
    description: 'Description of a dashboard section',
  },
  shipments: {
    id: 'dashboard.section.shipments.description',
    defaultMessage: "Create, search and update your organization's shipments",
    description: 'Description of a dashboard section',
  },
  fleet: {
    id: 'dashboard.section.fleet.description',
    defaultMessage: 'Vehicles, drivers, trips and maintenance',
    description: 'Description of a dashboard section',
  },
  tracking: {
    id: 'dashboard.section.tracking.description',
    defaultMessage: 'Find a shipment by tracking number, air waybill or container number',
    description: 'Description of a dashboard section',
  },
  temperature: {
    id: 'dashboard.section.temperature.description',
    defaultMessage: 'Cold-chain temperature readings and alerts',
    description: 'Description of a dashboard section',
  },
  traffic: {
    id: 'dashboard.section.traffic.description',
    defaultMessage: 'Road conditions across Dubai and their effect on deliveries',
    description: 'Description of a dashboard section',
  },
  'ai-chat': {
    id: 'dashboard.section.aiChat.description',
    defaultMessage: 'AI chat conversations the assistant handed to your team',
    description: 'Description of a dashboard section',
  },
  analytics: {
    id: 'dashboard.section.analytics.description',
    defaultMessage: 'Delay predictions and demand forecasts',
    description: 'Description of a dashboard section',
  },
  insights: {
    id: 'dashboard.section.insights.description',
    defaultMessage: 'Reports and trends across your operations',
    description: 'Description of a dashboard section',
  },
  seasonal: {
    id: 'dashboard.section.seasonal.description',
    defaultMessage: 'Planning for Ramadan, Eid and peak seasons',
    description: 'Description of a dashboard section',
  },
  carbon: {
    id: 'dashboard.section.carbon.description',
    defaultMessage: 'Emissions of your shipments and what you saved',
    description: 'Description of a dashboard section',
  },
  documents: {
    id: 'dashboard.section.documents.description',
    defaultMessage: 'Upload and review shipment documents',
    description: 'Description of a dashboard section',
  },
  compliance: {
    id: 'dashboard.section.compliance.description',
    defaultMessage: 'UAE regulatory requirements for your shipments',
    description: 'Description of a dashboard section',
  },
  security: {
    id: 'dashboard.section.security.description',
    defaultMessage: 'Sessions, access and security events',
    description: 'Description of a dashboard section',
  },
  freezone: {
    id: 'dashboard.section.freezone.description',
    defaultMessage: 'Free zone permits and goods movements',
    description: 'Description of a dashboard section',
  },
  customs: {
    id: 'dashboard.section.customs.description',
    defaultMessage: 'Customs declarations and clearance status',
    description: 'Description of a dashboard section',
  },
  integrations: {
    id: 'dashboard.section.integrations.description',
    defaultMessage: 'Connect your ERP, e-commerce and warehouse systems',
    description: 'Description of a dashboard section',
  },
  'api-status': {
    id: 'dashboard.section.apiStatus.description',
    defaultMessage: 'API keys, usage and status',
    description: 'Description of a dashboard section',
  },
  'chat-widget': {
    id: 'dashboard.section.chatWidget.description',
    defaultMessage: 'The AI assistant on your own website: embed code, allowed sites and greeting',
    description: 'Description of a dashboard section',
  },
  billing: {
    id: 'dashboard.section.billing.description',
    defaultMessage: 'Your plan, usage and invoices',
    description: 'Description of a dashboard section',
  },
  whatsapp: {
    id: 'dashboard.section.whatsapp.description',
    defaultMessage: 'Customer conversations on WhatsApp',
    description: 'Description of a dashboard section',
  },
  'islamic-calendar': {
    id: 'dashboard.section.islamicCalendar.description',
    defaultMessage: 'Hijri dates, public holidays and working days',
    description: 'Description of a dashboard section',
  },
  monitoring: {
    id: 'dashboard.section.monitoring.description',
    defaultMessage: 'Service health, performance and alerts',
    description: 'Description of a dashboard section',
  },
  team: {
    id: 'dashboard.section.team.description',
    defaultMessage: 'Invite staff, roles, features and deactivation',
    description: 'Description of a dashboard section',
  },
  customers: {
    id: 'dashboard.section.customers.description',
    defaultMessage: 'Your customers, CSV import and their invitations',
    description: 'Description of a dashboard section',
  },
  profile: {
    id: 'dashboard.section.profile.description',
    defaultMessage: 'Your details, preferences and password',
    description: 'Description of the profile view',
  },
});

/** The suggested keywords of the no-results state (spec 001 §2), in the order of the specification. */
export const suggestionMessages = defineMessages({
  shipments: { id: 'dashboard.suggestion.shipments', defaultMessage: 'shipments', description: 'Search keyword' },
  tracking: { id: 'dashboard.suggestion.tracking', defaultMessage: 'tracking', description: 'Search keyword' },
  aiChat: { id: 'dashboard.suggestion.aiChat', defaultMessage: 'AI chat', description: 'Search keyword' },
  documents: { id: 'dashboard.suggestion.documents', defaultMessage: 'documents', description: 'Search keyword' },
  fleet: { id: 'dashboard.suggestion.fleet', defaultMessage: 'fleet', description: 'Search keyword' },
  analytics: { id: 'dashboard.suggestion.analytics', defaultMessage: 'analytics', description: 'Search keyword' },
  compliance: { id: 'dashboard.suggestion.compliance', defaultMessage: 'compliance', description: 'Search keyword' },
});

/** A section as the screens show it: its id, category and texts in the current language. */
export interface SectionEntry {
  id: string;
  category: DashboardCategory;
  title: string;
  description: string;
  categoryTitle: string;
}

const byId = new Map<string, DashboardSection>(DASHBOARD_SECTIONS.map((section) => [section.id, section]));

/** Whether `id` is a section of the sidebar. */
export const isSectionId = (id: string): boolean => byId.has(id);

/** The title of a section id (or the profile); undefined for an unknown id. */
export function sectionTitle(intl: IntlShape, id: string): string | undefined {
  const descriptor = sectionTitles[id];
  return descriptor ? intl.formatMessage(descriptor) : undefined;
}

/** The enabled sections, in sidebar order, with their texts; `overview` is always included. */
export function sectionEntries(intl: IntlShape, enabled: readonly string[]): SectionEntry[] {
  const on = new Set(enabled);
  return DASHBOARD_SECTIONS.filter((section) => section.id === 'overview' || on.has(section.id)).map((section) => ({
    id: section.id,
    category: section.category,
    title: intl.formatMessage(sectionTitles[section.id]!),
    description: intl.formatMessage(sectionDescriptions[section.id]!),
    categoryTitle: intl.formatMessage(categoryMessages[section.category]),
  }));
}

/** The entries grouped by category, in sidebar order; empty categories are left out. */
export function groupEntries(
  entries: readonly SectionEntry[],
): { category: DashboardCategory; entries: SectionEntry[] }[] {
  return DASHBOARD_CATEGORIES.map((category) => ({
    category,
    entries: entries.filter((entry) => entry.category === category),
  })).filter((group) => group.entries.length > 0);
}

/**
 * Spec 001 §2: features whose title, description or category title contains the query, case-insensitive, with
 * surrounding whitespace trimmed. A blank query matches everything.
 */
export function searchEntries(entries: readonly SectionEntry[], query: string, locale: string): SectionEntry[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [...entries];
  return entries.filter((entry) =>
    [entry.title, entry.description, entry.categoryTitle].some((text) =>
      text.toLocaleLowerCase(locale).includes(needle),
    ),
  );
}
