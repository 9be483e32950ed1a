import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast/Toast.tsx';
import { TestProvider } from '../../../test/TestProvider.tsx';
import type { SupportDashboardProps } from '../types.ts';
import { relativeParts } from './format.ts';
import {
  fixtureCommunications,
  fixtureCompliance,
  fixtureCustomer,
  fixtureLanguages,
  fixtureMessages,
  fixtureNow,
  fixtureShipments,
  fixtureTrackedShipment,
} from './SupportDashboard.fixtures.ts';
import { SupportDashboard } from './SupportDashboard.tsx';

function props(overrides: Partial<SupportDashboardProps> = {}): SupportDashboardProps {
  return {
    language: 'en',
    languages: fixtureLanguages,
    onLanguageChange: vi.fn(),
    demo: false,
    onSignIn: vi.fn(),
    customer: fixtureCustomer,
    shipments: fixtureShipments,
    selectedTrackingNumber: 'QAF-240002',
    onSelectShipment: vi.fn(),
    connection: 'connected',
    messages: fixtureMessages,
    typing: true,
    sending: false,
    detectedLanguage: 'en',
    onSend: vi.fn(async () => true),
    shipment: fixtureTrackedShipment,
    shipmentLoading: false,
    compliance: fixtureCompliance,
    communications: fixtureCommunications,
    onDownloadDocuments: vi.fn(),
    onScheduleCall: vi.fn(async () => ({ ok: true })),
    onReportIssue: vi.fn(async () => ({ ok: true })),
    preferences: { language: null, notificationChannel: 'web' },
    onSavePreferences: vi.fn(async () => ({ ok: true })),
    now: fixtureNow,
    layout: 'columns',
    ...overrides,
  };
}

function renderIn(locale: 'en' | 'ar', overrides: Partial<SupportDashboardProps> = {}) {
  return render(
    // TestProvider throws on a missing translation: every string rendered must be in both catalogues.
    <TestProvider locale={locale} messages={messages[locale]}>
      <ToastProvider>
        <SupportDashboard {...props({ language: locale, ...overrides })} />
      </ToastProvider>
    </TestProvider>,
  );
}

describe('SupportDashboard', () => {
  it.each(['en', 'ar'] as const)('renders every part from the catalogue in %s', (locale) => {
    renderIn(locale, { demo: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages[locale]['support.title']);
    expect(screen.getByRole('textbox', { name: messages[locale]['support.composer.label'] })).toBeInTheDocument();
    expect(screen.getByText(messages[locale]['support.demo.title'])).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('renders the empty and loading states from the catalogue in %s', (locale) => {
    renderIn(locale, {
      messages: [],
      customer: undefined,
      shipments: undefined,
      selectedTrackingNumber: 'QAF-240002',
      shipment: undefined,
      shipmentLoading: true,
      connection: 'disconnected',
    });
    expect(screen.getByText(messages[locale]['support.welcome.justNow'])).toBeInTheDocument();
    expect(screen.getByText(messages[locale]['support.chat.offline'])).toBeInTheDocument();
    expect(screen.getByText(messages[locale]['support.details.loading'])).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)("the Channels panel tells the organization's real WhatsApp state in %s", (locale) => {
    const whatsapp = () => document.querySelector('[data-channel="whatsapp"][data-state]');
    const view = renderIn(locale);
    expect(whatsapp()?.textContent).toContain(messages[locale]['support.channels.notConnected']);
    expect(whatsapp()).toHaveAttribute('data-state', 'not_connected');
    view.unmount();
    renderIn(locale, { whatsappChannel: 'connected' });
    expect(whatsapp()?.textContent).toContain(messages[locale]['support.channels.connected']);
    expect(whatsapp()).toHaveAttribute('data-state', 'connected');
  });

  it('selects a shipment through the phone tabs and shows its details', async () => {
    const onSelectShipment = vi.fn();
    renderIn('en', { layout: 'tabs', onSelectShipment });
    await userEvent.click(screen.getByRole('tab', { name: 'Shipments' }));
    await userEvent.click(screen.getByRole('button', { name: /QAF-240005/ }));
    expect(onSelectShipment).toHaveBeenCalledWith('QAF-240005');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the draft when switching tabs', async () => {
    renderIn('en', { layout: 'tabs' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought');
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it('shows only the first five communication records', () => {
    renderIn('en');
    const log = screen.getByRole('region', { name: 'Communication log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('relativeParts', () => {
  const now = Date.parse('2025-05-12T10:00:00Z');
  it.each([
    { at: '2025-05-12T09:59:30Z', value: 0, unit: 'second' },
    { at: '2025-05-12T09:55:00Z', value: -5, unit: 'minute' },
    { at: '2025-05-12T04:00:00Z', value: -6, unit: 'hour' },
    { at: '2025-05-09T10:00:00Z', value: -3, unit: 'day' },
    { at: '2025-04-20T10:00:00Z', value: -3, unit: 'week' },
    { at: '2025-05-14T10:00:00Z', value: 2, unit: 'day' },
  ])('$at is $value $unit from now', ({ at, value, unit }) => {
    expect(relativeParts(new Date(at), now)).toEqual({ value, unit });
  });
});
