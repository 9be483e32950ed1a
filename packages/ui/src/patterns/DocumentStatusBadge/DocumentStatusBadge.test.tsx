import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';
import { documentStatusTone, toDocumentStatus } from './documentStatus.ts';

const defaultColours = [
  { status: 'approved', tone: 'positive', shown: 'approved' },
  { status: 'completed', tone: 'positive', shown: 'completed' },
  { status: 'pending', tone: 'caution', shown: 'pending' },
  { status: 'rejected', tone: 'critical', shown: 'rejected' },
  { status: 'expired', tone: 'neutral', shown: 'unknown' },
  { status: 'under_review', tone: 'neutral', shown: 'unknown' },
  { status: '', tone: 'neutral', shown: 'unknown' },
];

const chatColours = [
  { status: 'approved', tone: 'positive' },
  { status: 'completed', tone: 'info' },
  { status: 'pending', tone: 'info' },
  { status: 'rejected', tone: 'info' },
  { status: 'expired', tone: 'info' },
];

describe('DocumentStatusBadge', () => {
  it.each(defaultColours)('default: $status is $tone', ({ status, tone, shown }) => {
    render(
      <TestProvider>
        <DocumentStatusBadge status={status} data-testid="badge" />
      </TestProvider>,
    );
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveAttribute('data-status', shown);
  });

  it.each(chatColours)('chat: $status is $tone (only approved is green)', ({ status, tone }) => {
    render(
      <TestProvider>
        <DocumentStatusBadge status={status} variant="chat" data-testid="badge" />
      </TestProvider>,
    );
    expect(screen.getByTestId('badge')).toHaveAttribute('data-tone', tone);
  });

  it('shows green, yellow, red and grey as different computed colours', () => {
    render(
      <TestProvider>
        {['approved', 'pending', 'rejected', 'other'].map((status) => (
          <DocumentStatusBadge key={status} status={status} data-testid={status} />
        ))}
      </TestProvider>,
    );
    const backgrounds = ['approved', 'pending', 'rejected', 'other'].map(
      (status) => getComputedStyle(screen.getByTestId(status)).backgroundColor,
    );
    expect(new Set(backgrounds).size).toBe(4);
  });

  it.each([
    { locale: 'en', labels: ['Approved', 'Completed', 'Pending', 'Rejected', 'Unknown'] },
    { locale: 'ar', labels: ['معتمد', 'مكتمل', 'قيد المراجعة', 'مرفوض', 'غير معروف'] },
  ] as const)('labels are translated ($locale)', ({ locale, labels }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        {['approved', 'completed', 'pending', 'rejected', 'lost'].map((status) => (
          <DocumentStatusBadge key={status} status={status} />
        ))}
      </TestProvider>,
    );
    for (const label of labels) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('normalises case and spaces, and maps tones without rendering', () => {
    expect(toDocumentStatus(' Approved ')).toBe('approved');
    expect(toDocumentStatus(null)).toBe('unknown');
    expect(documentStatusTone('completed')).toBe('positive');
    expect(documentStatusTone('completed', 'chat')).toBe('info');
  });
});
