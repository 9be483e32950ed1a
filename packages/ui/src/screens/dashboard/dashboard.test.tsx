import { DASHBOARD_SECTIONS } from '@qafila/contracts';
import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { searchEntries, sectionEntries } from './catalogue.ts';
import { DashboardFallback } from './DashboardFallback/DashboardFallback.tsx';
import { DashboardOverview, overviewMetrics } from './DashboardOverview/DashboardOverview.tsx';
import { DashboardShell } from './DashboardShell/DashboardShell.tsx';
import { notificationHref, notificationText } from './DashboardShell/NotificationsPanel.tsx';
import {
  fixtureConversationMessages,
  fixtureConversations,
  fixtureEnabledSections,
  fixtureLanguages,
  fixtureNotifications,
  fixtureNow,
  fixtureOrganization,
  fixtureProfile,
  fixtureStats,
  fixtureUser,
} from './dashboard.fixtures.ts';
import { ProfileView, profileChanges } from './ProfileView/ProfileView.tsx';
import { StaffChat } from './StaffChat/StaffChat.tsx';

const intlFor = (locale: 'en' | 'ar') => createIntl({ locale, messages: messages[locale] });
const allIds = DASHBOARD_SECTIONS.map((section) => section.id);

describe('section catalogue', () => {
  it('has the exact English titles of spec 001 §2, in order, and an Arabic title for each', () => {
    const en = sectionEntries(intlFor('en'), allIds);
    expect(en.map((entry) => entry.title)).toEqual([
      'Dashboard Overview',
      'Cargo Management',
      'Fleet Management',
      'Live Tracking',
      'Temperature Monitoring',
      'Dubai Traffic Conditions',
      'AI Assistant',
      'Predictive Analytics',
      'Business Intelligence',
      'Seasonal Intelligence',
      'Carbon Footprint Tracking',
      'Document Processing',
      'UAE Compliance',
      'Security Center',
      'Free Zone Management',
      'Customs Clearance',
      'Integration Hub',
      'API Management',
      'Chat Widget',
      'Billing & Usage',
      'WhatsApp Business',
      'Islamic Calendar',
      'SRE Monitoring',
      'Team',
      'Customers',
    ]);
    const ar = sectionEntries(intlFor('ar'), allIds);
    for (const entry of ar) expect(entry.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('always includes the overview and keeps only the enabled sections', () => {
    expect(sectionEntries(intlFor('en'), ['documents']).map((entry) => entry.id)).toEqual(['overview', 'documents']);
  });

  it('searches title, description and category title, case-insensitive and trimmed', () => {
    const entries = sectionEntries(intlFor('en'), allIds);
    const ids = (query: string) => searchEntries(entries, query, 'en').map((entry) => entry.id);
    expect(ids('  cargo MANAGEMENT ')).toEqual(['shipments']);
    expect(ids('air waybill')).toEqual(['tracking']);
    expect(ids('enterprise tools')).toEqual([
      'integrations',
      'api-status',
      'chat-widget',
      'billing',
      'whatsapp',
      'islamic-calendar',
      'monitoring',
      'team',
      'customers',
    ]);
    expect(ids('   ')).toHaveLength(allIds.length);
  });

  it('finds a section for every suggested keyword, in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const intl = intlFor(locale);
      const entries = sectionEntries(intl, allIds);
      for (const id of ['shipments', 'tracking', 'aiChat', 'documents', 'fleet', 'analytics', 'compliance']) {
        const keyword = intl.formatMessage({ id: `dashboard.suggestion.${id}` });
        expect(searchEntries(entries, keyword, locale).length, `${locale} ${keyword}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('overviewMetrics', () => {
  it('formats for the locale and marks estimates', () => {
    const metrics = overviewMetrics(fixtureStats, intlFor('en'));
    const byKey = Object.fromEntries(metrics.map((metric) => [metric.key, metric]));
    expect(byKey.activeShipments).toMatchObject({ value: '1,284', estimate: false });
    expect(byKey.complianceScore?.value).toBe('96.5%');
    expect(byKey.carbonSaved).toMatchObject({ value: '3.4 t', estimate: true });
    expect(byKey.dubaiTemperature).toMatchObject({ value: '34°C', estimate: true });
    expect(byKey.trafficStatus).toMatchObject({ value: 'Moderate', estimate: true });
    const ar = overviewMetrics(fixtureStats, intlFor('ar'));
    expect(ar[0]?.value).toBe(new Intl.NumberFormat('ar').format(1284));
  });

  it('hides temperature when N/A and traffic when unknown', () => {
    const keys = overviewMetrics(
      { ...fixtureStats, dubaiTemperature: null, trafficStatus: 'unknown' },
      intlFor('en'),
    ).map((metric) => metric.key);
    expect(keys).not.toContain('dubaiTemperature');
    expect(keys).not.toContain('trafficStatus');
    expect(keys).toHaveLength(8);
  });
});

describe('notificationText', () => {
  it('writes one sentence per kind, with or without details, in both languages', () => {
    const en = intlFor('en');
    expect(fixtureNotifications.map((n) => notificationText(en, n))).toEqual([
      'Layla Haddad asked to talk to your team: “I would like to speak to a person about my invoice”',
      'Shipment QAF-240002 needs attention: Sandstorm at destination, flight rescheduled',
      'Fatima Noor opened support case CASE-000017: damaged',
    ]);
    expect(notificationText(en, { ...fixtureNotifications[0]!, customerName: null, detail: null })).toBe(
      'A customer asked to talk to your team',
    );
    expect(notificationText(intlFor('ar'), fixtureNotifications[1]!)).toBe(
      'الشحنة QAF-240002 تحتاج إلى متابعة: Sandstorm at destination, flight rescheduled',
    );
  });
});

describe('a data request reminder (issue 16)', () => {
  it('names the person, the kind and the days left, and leads to the profile with the data requests', () => {
    const reminder = {
      ...fixtureNotifications[0]!,
      kind: 'data_request' as const,
      detail: 'erasure:7',
      sessionId: null,
    };
    expect(notificationText(intlFor('en'), reminder)).toBe('Layla Haddad’s erasure request is due in 7 days');
    expect(notificationText(intlFor('en'), { ...reminder, detail: 'export:1' })).toBe(
      'Layla Haddad’s data copy request is due in 1 day',
    );
    expect(notificationText(intlFor('ar'), { ...reminder, detail: 'erasure:2' })).toBe(
      'طلب المحو المقدَّم من Layla Haddad مستحق خلال يومين',
    );
    expect(notificationHref(reminder)).toBe('/app/dashboard/profile');
  });
});

describe('a disabled webhook (issue 17)', () => {
  it('names the endpoint and leads to API management', () => {
    const disabled = {
      ...fixtureNotifications[0]!,
      kind: 'webhook_disabled' as const,
      detail: 'https://erp.example.ae/hooks',
      sessionId: null,
    };
    expect(notificationText(intlFor('en'), disabled)).toBe(
      'Webhook https://erp.example.ae/hooks was turned off after repeated failed deliveries',
    );
    expect(notificationText(intlFor('ar'), disabled)).toContain('https://erp.example.ae/hooks');
    expect(notificationHref(disabled)).toBe('/app/dashboard/api-status');
  });
});

describe('a licence nearing its expiry (issue 18)', () => {
  it('names the licence and the days left, or that it expired, and leads to UAE Compliance', () => {
    const expiring = {
      ...fixtureNotifications[0]!,
      kind: 'licence_expiring' as const,
      detail: 'trade_licence:25:DET-784512',
      sessionId: null,
    };
    expect(notificationText(intlFor('en'), expiring)).toBe('Trade licence DET-784512 expires in 25 days');
    expect(notificationText(intlFor('ar'), expiring)).toContain('الرخصة التجارية DET-784512');
    const expired = { ...expiring, detail: 'import_permit:-1:MOHAP:7' };
    expect(notificationText(intlFor('en'), expired)).toBe('Import permit MOHAP:7 has expired');
    expect(notificationText(intlFor('ar'), expired)).toContain('انتهت صلاحيتها');
    expect(notificationHref(expiring)).toBe('/app/dashboard/compliance');
  });
});

describe('a temperature excursion (issue 18)', () => {
  it('names the shipment, the worst reading, the range and its start in Dubai time, in English and Arabic', () => {
    const excursion = {
      ...fixtureNotifications[1]!,
      kind: 'temperature_excursion' as const,
      detail: '11.2:2:8:2026-11-24T08:05:00.000Z',
    };
    expect(notificationText(intlFor('en'), excursion)).toBe(
      'Shipment QAF-240002: temperature out of range since Nov 24, 2026, 12:05 PM, 11.2 °C (range 2 to 8 °C)',
    );
    const ar = notificationText(intlFor('ar'), excursion);
    expect(ar).toContain('خرجت درجة الحرارة عن النطاق');
    expect(ar).toContain(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' }).format(
        new Date('2026-11-24T08:05:00Z'),
      ),
    );
    expect(ar).toMatch(/^الشحنة QAF-240002: [^A-Za-z]+$/);
    const frozen = { ...excursion, detail: '-12.5::-18:2026-11-24T08:05:00.000Z' };
    expect(notificationText(intlFor('en'), frozen)).toContain('-12.5 °C (range -18 °C or colder)');
    expect(notificationText(intlFor('en'), { ...frozen, detail: '12:15::2026-11-24T08:05:00.000Z' })).toContain(
      '(range 15 °C or warmer)',
    );
    expect(notificationHref(excursion)).toBe('/app/dashboard/temperature');
  });
});

describe('notificationHref', () => {
  it('links a hand-off or case to its conversation and a shipment exception to its tracking search', () => {
    expect(fixtureNotifications.map(notificationHref)).toEqual([
      '/app/dashboard/ai-chat?session=session_1715500000_abcd1234',
      '/app/dashboard/tracking?q=QAF-240002',
      null,
    ]);
    expect(notificationHref({ ...fixtureNotifications[2]!, sessionId: 'session_1' })).toBe(
      '/app/dashboard/ai-chat?session=session_1',
    );
    expect(notificationHref({ ...fixtureNotifications[1]!, trackingNumber: null })).toBeNull();
    expect(notificationHref({ ...fixtureNotifications[1]!, trackingNumber: 'QAF 1&2' })).toBe(
      '/app/dashboard/tracking?q=QAF+1%262',
    );
  });
});

describe('profileChanges', () => {
  it('sends only the changed fields, trimmed; an emptied optional field is sent as an empty string', () => {
    const values = {
      name: 'Sara Al Nuaimi',
      jobTitle: ' Head of operations ',
      companyName: 'Gulf Line Logistics',
      email: 'sara@gulfline.ae',
      phoneNumber: '',
      language: 'en' as const,
      emailNotifications: true,
    };
    expect(profileChanges(fixtureProfile, values)).toEqual({ jobTitle: 'Head of operations', phoneNumber: '' });
  });
});

describe('StaffChat', () => {
  const widget = fixtureConversations[1]!;
  const renderChat = (conversation: (typeof fixtureConversations)[number]) =>
    render(
      <TestProvider locale="en" messages={messages.en}>
        <StaffChat
          conversations={[conversation]}
          selectedSessionId={conversation.sessionId}
          onSelectConversation={vi.fn()}
          messages={[]}
          onReply={vi.fn()}
          sending={false}
          now={fixtureNow}
          layout="split"
        />
      </TestProvider>,
    );
  const header = () => document.querySelector<HTMLElement>('[data-part="conversation"] header')!;

  it('names a widget visitor by the name given before the chat, else as an anonymous visitor', () => {
    const { unmount } = renderChat({ ...widget, visitorName: 'Amal' });
    expect(screen.getByRole('log')).toHaveAccessibleName('Conversation with Amal');
    unmount();
    renderChat(widget);
    expect(screen.getByRole('log')).toHaveAccessibleName('Conversation with Anonymous visitor');
    expect(screen.queryByText(/Support case/)).toBeNull();
  });

  it('links only an http(s) page address, and shows a page only for widget conversations', () => {
    const { unmount } = renderChat({ ...widget, pageUrl: 'javascript:alert(1)' });
    expect(within(header()).queryByRole('link')).toBeNull();
    expect(within(header()).getByText('javascript:alert(1)')).toBeInTheDocument();
    unmount();
    renderChat({ ...fixtureConversations[0]!, pageUrl: 'https://shop.example.ae/' });
    expect(screen.queryByText(/^Page:/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('screens render from both catalogues', () => {
  it.each(['en', 'ar'] as const)('shell, overview, fallback, profile and chat in %s', (locale) => {
    const m = messages[locale];
    const { unmount } = render(
      <TestProvider locale={locale} messages={m}>
        <DashboardShell
          organization={fixtureOrganization}
          user={fixtureUser}
          enabledSections={fixtureEnabledSections}
          activeSection="overview"
          onNavigate={vi.fn()}
          searchQuery=""
          onSearchQueryChange={vi.fn()}
          language={locale}
          languages={fixtureLanguages}
          onLanguageChange={vi.fn()}
          notifications={fixtureNotifications}
          unreadCount={2}
          onMarkRead={vi.fn()}
          onMarkAllRead={vi.fn()}
          onSignOut={vi.fn()}
          now={fixtureNow}
          layout="rail"
        >
          <DashboardOverview
            stats={fixtureStats}
            enabledSections={fixtureEnabledSections}
            searchQuery="zzz"
            onSearchQueryChange={vi.fn()}
            now={fixtureNow}
          />
          <DashboardFallback featureCount={7} overviewHref="/app/dashboard/overview" />
          <ProfileView profile={fixtureProfile} onSave={vi.fn()} onChangePassword={vi.fn()} />
          <StaffChat
            conversations={fixtureConversations}
            selectedSessionId={fixtureConversations[0]!.sessionId}
            onSelectConversation={vi.fn()}
            messages={fixtureConversationMessages}
            onReply={vi.fn()}
            sending={false}
            now={fixtureNow}
            layout="split"
          />
        </DashboardShell>
      </TestProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(m['dashboard.section.overview.title']);
    expect(screen.getByRole('button', { name: m['dashboard.overview.clearSearch'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m['dashboard.profile.save'] })).toBeInTheDocument();
    unmount();
  });

  it('the user menu navigates to the profile', async () => {
    const onNavigate = vi.fn();
    render(
      <TestProvider locale="en" messages={messages.en}>
        <DashboardShell
          organization={fixtureOrganization}
          user={fixtureUser}
          enabledSections={['overview']}
          activeSection="nope"
          onNavigate={onNavigate}
          searchQuery=""
          onSearchQueryChange={vi.fn()}
          language="en"
          languages={fixtureLanguages}
          onLanguageChange={vi.fn()}
          notifications={[]}
          unreadCount={0}
          onMarkRead={vi.fn()}
          onMarkAllRead={vi.fn()}
          onSignOut={vi.fn()}
          layout="rail"
        >
          <p>view</p>
        </DashboardShell>
      </TestProvider>,
    );
    // An unknown section: the generic title.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.queryByTestId('unread-count')).toBeNull();
    await userEvent.click(within(screen.getByTestId('user-menu')).getByRole('button', { name: /Sara Al Nuaimi/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(onNavigate).toHaveBeenCalledWith('profile');
  });
});

describe('a monitoring alert (issue 20)', () => {
  it('says what fired with its value, in English and Arabic, and leads to the monitoring section', () => {
    const spike = {
      ...fixtureNotifications[1]!,
      kind: 'monitoring_alert' as const,
      detail: 'failed_login_spike:20:20:5',
    };
    expect(notificationText(intlFor('en'), spike)).toBe('Security alert: 20 failed sign-ins in 5 minutes');
    expect(notificationText(intlFor('ar'), spike)).toMatch(/^تنبيه أمني: .+ محاولات دخول فاشلة خلال 5 دقائق$/);
    expect(notificationHref(spike)).toBe('/app/dashboard/monitoring');
    expect(notificationText(intlFor('en'), { ...spike, detail: 'error_rate_5xx:0.3:0.005:5' })).toBe(
      'Alert: server errors at 30%',
    );
    expect(notificationText(intlFor('en'), { ...spike, detail: 'api_p95:412.5:200:5' })).toBe(
      'Alert: API p95 at 412.5 ms',
    );
  });
});
