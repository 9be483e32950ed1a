import { DASHBOARD_SECTIONS, IMPLEMENTED_SECTIONS, LANGUAGES, type LanguageCode } from '@qafila/contracts';
import { REFRESH_MS } from '@qafila/contracts/constants';
import {
  DashboardFallback,
  DashboardLoading,
  DashboardOverview,
  DashboardShell,
  dashboardSectionPath,
  isSectionId,
  sectionTitle,
} from '@qafila/ui/screens/dashboard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useLocale } from '../i18n/LocaleContext.tsx';
import { ChatSection } from './ChatSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { errorText, NOTIFICATIONS_REFRESH_MS } from './queries.ts';

// The operational sections are their own chunks; they fetch their own data.
const CargoSection = lazy(() => import('./sections/CargoSection.tsx'));
const TrackingSection = lazy(() => import('./sections/TrackingSection.tsx'));
const DocumentsSection = lazy(() => import('./sections/DocumentsSection.tsx'));
const FleetSection = lazy(() => import('./sections/FleetSection.tsx'));
const ChatWidgetSection = lazy(() => import('./sections/ChatWidgetSection.tsx'));
const TeamSection = lazy(() => import('./sections/TeamSection.tsx'));
const CustomersSection = lazy(() => import('./sections/CustomersSection.tsx'));
const BillingSection = lazy(() => import('./sections/BillingSection.tsx'));
const ApiStatusSection = lazy(() => import('./sections/ApiStatusSection.tsx'));
const IntegrationsSection = lazy(() => import('./sections/IntegrationsSection.tsx'));
const WhatsAppSection = lazy(() => import('./sections/WhatsAppSection.tsx'));
const CustomsSection = lazy(() => import('./sections/CustomsSection.tsx'));
const FreeZoneSection = lazy(() => import('./sections/FreeZoneSection.tsx'));
const TemperatureSection = lazy(() => import('./sections/TemperatureSection.tsx'));
const ComplianceSection = lazy(() => import('./sections/ComplianceSection.tsx'));
const CalendarSection = lazy(() => import('./sections/CalendarSection.tsx'));
const SeasonalSection = lazy(() => import('./sections/SeasonalSection.tsx'));
const InsightsSection = lazy(() => import('./sections/InsightsSection.tsx'));
const CarbonSection = lazy(() => import('./sections/CarbonSection.tsx'));
const PredictiveSection = lazy(() => import('./sections/PredictiveSection.tsx'));
const TrafficSection = lazy(() => import('./sections/TrafficSection.tsx'));
const MonitoringSection = lazy(() => import('./sections/MonitoringSection.tsx'));
const SecuritySection = lazy(() => import('./sections/SecuritySection.tsx'));

const implemented = new Set<string>(IMPLEMENTED_SECTIONS);
const ORG_ADMIN_PAGES = new Set(DASHBOARD_SECTIONS.filter((s) => s.orgAdminOnly).map((s) => s.id));

/**
 * The signed-in feature dashboard of a logistics company's staff (spec 001 §2, issue 7): the shell bound to the API
 * and the view of the section named by the URL (`/app/dashboard/<section>`).
 */
export function FeatureDashboardContainer({ section }: { section: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, signOut } = useAuth();
  const { locale, setLocale } = useLocale();
  const [searchQuery, setSearchQuery] = useState('');

  const sections = useQuery(api.queryOptions('GET /api/dashboard/sections'));
  const stats = useQuery({
    ...api.queryOptions('GET /api/dashboard/stats'),
    refetchInterval: REFRESH_MS.dashboardStats,
  });
  const branding = useQuery(api.queryOptions('GET /api/branding'));
  const notifications = useQuery({
    ...api.queryOptions('GET /api/notifications'),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
  const profile = useQuery(api.queryOptions('GET /api/me'));

  // The tab names the section, so history and bookmarks read well.
  const pageTitle = sectionTitle(intl, section);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · Qafila` : 'Qafila';
  }, [pageTitle]);

  if (sections.isPending || stats.isPending) return <DashboardLoading />;

  const enabled = ['overview', ...(sections.data?.sections ?? []).filter((id) => id !== 'overview')];
  // Team and Customers are the organization admins' own pages, not features given to them.
  const featureCount = enabled.filter((id) => !ORG_ADMIN_PAGES.has(id)).length;
  const go = (id: string) => navigate(dashboardSectionPath(id));
  const refreshNotifications = () => api.invalidate(queryClient, 'GET /api/notifications');
  const markRead = (call: () => Promise<unknown>) =>
    call().then(refreshNotifications, (error: unknown) => console.error('Failed to mark read', error));

  let view: ReactNode;
  if (section === 'overview') {
    view = (
      <DashboardOverview
        stats={stats.data}
        statsError={stats.error ? errorText(stats.error) : undefined}
        enabledSections={enabled}
        searchQuery={searchQuery}
        onSearchQueryChange={setSearchQuery}
      />
    );
  } else if (section === 'profile') {
    view = <ProfileSection />;
  } else if (enabled.includes(section) && implemented.has(section)) {
    view =
      section === 'ai-chat' ? (
        <ChatSection />
      ) : (
        <Suspense fallback={<div aria-busy="true" />}>
          {section === 'shipments' ? <CargoSection /> : null}
          {section === 'tracking' ? <TrackingSection /> : null}
          {section === 'documents' ? <DocumentsSection /> : null}
          {section === 'fleet' ? <FleetSection /> : null}
          {section === 'chat-widget' ? <ChatWidgetSection /> : null}
          {section === 'team' ? <TeamSection /> : null}
          {section === 'customers' ? <CustomersSection /> : null}
          {section === 'billing' ? <BillingSection /> : null}
          {section === 'api-status' ? <ApiStatusSection /> : null}
          {section === 'integrations' ? <IntegrationsSection /> : null}
          {section === 'whatsapp' ? <WhatsAppSection /> : null}
          {section === 'customs' ? <CustomsSection /> : null}
          {section === 'freezone' ? <FreeZoneSection /> : null}
          {section === 'temperature' ? <TemperatureSection /> : null}
          {section === 'compliance' ? <ComplianceSection /> : null}
          {section === 'islamic-calendar' ? <CalendarSection /> : null}
          {section === 'seasonal' ? <SeasonalSection /> : null}
          {section === 'insights' ? <InsightsSection /> : null}
          {section === 'carbon' ? <CarbonSection /> : null}
          {section === 'analytics' ? <PredictiveSection /> : null}
          {section === 'traffic' ? <TrafficSection /> : null}
          {section === 'monitoring' ? <MonitoringSection /> : null}
          {section === 'security' ? <SecuritySection /> : null}
        </Suspense>
      );
  } else {
    view = (
      <DashboardFallback
        sectionTitle={isSectionId(section) ? sectionTitle(intl, section) : undefined}
        featureCount={featureCount}
        overviewHref={dashboardSectionPath('overview')}
      />
    );
  }

  const name = profile.data?.name || user?.name || user?.username || '';
  return (
    <DashboardShell
      organization={{
        displayName: branding.data?.displayName ?? user?.organizationName ?? '',
        logoUrl: branding.data?.logoUrl ?? null,
      }}
      user={{ name, email: profile.data?.email ?? user?.email ?? null }}
      enabledSections={enabled}
      activeSection={section}
      onNavigate={go}
      searchQuery={searchQuery}
      onSearchQueryChange={(query) => {
        setSearchQuery(query);
        // The dashboard search's results are on the overview.
        if (query.trim() && section !== 'overview') go('overview');
      }}
      language={locale}
      languages={LANGUAGES.map((language) => ({ code: language.code, label: language.name }))}
      onLanguageChange={(code) => setLocale(code as LanguageCode)}
      notifications={notifications.data?.items}
      unreadCount={notifications.data?.unread ?? 0}
      notificationsError={notifications.error ? errorText(notifications.error) : undefined}
      onMarkRead={(id) => void markRead(() => api.call('POST /api/notifications/:id/read', { params: { id } }))}
      onMarkAllRead={() => void markRead(() => api.call('POST /api/notifications/read-all'))}
      onSignOut={() => {
        signOut();
        navigate('/app');
      }}
    >
      {view}
    </DashboardShell>
  );
}
