import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { ChatBubble } from './ChatBubble.tsx';
import { formatChatTime } from './formatChatTime.ts';

// 10:05 UTC = 14:05 in Dubai (UTC+4, whatever the machine's time zone).
const sentAt = '2025-05-12T10:05:00Z';

describe('ChatBubble', () => {
  it.each([
    { locale: 'en', time: /^2:05\sPM$/u, sender: 'Assistant' },
    { locale: 'ar', time: /^[2٢]:[0٠][5٥]\s[م]$/u, sender: 'المساعد' },
  ] as const)('shows the time as hour:minute in Dubai time, in $locale', ({ locale, time, sender }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <ChatBubble sender="assistant" content="Hello" time={sentAt} />
      </TestProvider>,
    );
    const element = document.querySelector('time')!;
    expect(element.textContent).toMatch(time);
    expect(element).toHaveAttribute('dateTime', '2025-05-12T10:05:00.000Z');
    expect(screen.getByText(`${sender}:`, { exact: false })).toBeInTheDocument();
  });

  it('announces the sender given by senderLabel instead of You/Assistant', () => {
    render(
      <TestProvider locale="en" messages={messages.en}>
        <ChatBubble sender="user" senderLabel="Customer" content="Where is it?" time={sentAt} data-testid="user" />
        <ChatBubble sender="assistant" content="In transit." time={sentAt} data-testid="assistant" />
      </TestProvider>,
    );
    expect(screen.getByTestId('user').textContent).toMatch(/^Customer: Where is it\?/);
    expect(screen.getByTestId('user').textContent).not.toContain('You');
    expect(screen.getByTestId('assistant').textContent).toMatch(/^Assistant: In transit\./);
  });

  it('formats epoch milliseconds and Date the same way, and invalid times as nothing', () => {
    const date = new Date(sentAt);
    expect(formatChatTime(date.getTime(), 'en')).toBe(formatChatTime(date, 'en'));
    expect(formatChatTime('not a date', 'en')).toBe('');
    // 23:30 UTC is already the next morning in Dubai.
    expect(formatChatTime('2025-05-12T23:30:00Z', 'en')).toMatch(/^3:30\sAM$/u);
  });

  it.each([
    { locale: 'en', dir: 'ltr' },
    { locale: 'ar', dir: 'rtl' },
  ] as const)('puts the user at the inline end and the assistant at the inline start ($locale)', ({ locale, dir }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <div style={{ inlineSize: 600 }}>
          <ChatBubble sender="user" content="Where is it?" time={sentAt} data-testid="user" />
          <ChatBubble sender="assistant" content="In transit." time={sentAt} data-testid="assistant" />
        </div>
      </TestProvider>,
    );
    const row = screen.getByTestId('user').getBoundingClientRect();
    const user = (screen.getByTestId('user').firstElementChild as HTMLElement).getBoundingClientRect();
    const assistant = (screen.getByTestId('assistant').firstElementChild as HTMLElement).getBoundingClientRect();
    if (dir === 'ltr') {
      expect(Math.round(user.right)).toBe(Math.round(row.right));
      expect(Math.round(assistant.left)).toBe(Math.round(row.left));
    } else {
      expect(Math.round(user.left)).toBe(Math.round(row.left));
      expect(Math.round(assistant.right)).toBe(Math.round(row.right));
    }
    expect(screen.getByTestId('user')).toHaveAttribute('data-sender', 'user');
  });

  it('keeps line breaks and gives each message its own direction', () => {
    render(
      <TestProvider>
        <ChatBubble sender="user" content={'مرحبا\nأين شحنتي؟'} time={sentAt} />
      </TestProvider>,
    );
    const text = screen.getByText(/مرحبا/);
    expect(text.textContent).toBe('مرحبا\nأين شحنتي؟');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    // An Arabic message in an English interface still reads right to left.
    expect(getComputedStyle(text).direction).toBe('rtl');
  });

  it.each([
    { locale: 'en', marker: 'From the team' },
    { locale: 'ar', marker: 'من فريق الدعم' },
  ] as const)('marks messages from the team ($locale)', ({ locale, marker }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <ChatBubble sender="assistant" content="A colleague will call." time={sentAt} fromTeam data-testid="bubble" />
      </TestProvider>,
    );
    expect(screen.getByText(marker)).toBeVisible();
    expect(screen.getByTestId('bubble')).toHaveAttribute('data-from-team', 'true');
  });
});
