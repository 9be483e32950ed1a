import { messages } from '@qafila/i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { type ToastApi, ToastProvider, useToast } from './Toast.tsx';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function renderToasts(locale: 'en' | 'ar' = 'en') {
  render(
    <TestProvider locale={locale} messages={messages[locale]}>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </TestProvider>,
  );
  const name = locale === 'ar' ? 'الإشعارات (F8)' : 'Notifications (F8)';
  return screen.getByRole('region', { name });
}

const shownToasts = (region: HTMLElement) => within(region).queryAllByRole('listitem');

/** Drags a toast horizontally by `dx` pixels with a mouse. */
function swipe(toast: HTMLElement, dx: number) {
  const { left, top } = toast.getBoundingClientRect();
  const start = { clientX: left + 20, clientY: top + 10, button: 0, pointerId: 1, pointerType: 'mouse' };
  fireEvent.pointerDown(toast, start);
  for (let step = 1; step <= 5; step += 1) {
    fireEvent.pointerMove(toast, { ...start, clientX: start.clientX + (dx * step) / 5 });
  }
  fireEvent.pointerUp(toast, { ...start, clientX: start.clientX + dx });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    const region = renderToasts();
    act(() => {
      api.toast({ title: 'Message sent', description: 'We will reply within 24 hours.' });
    });
    expect(shownToasts(region)).toHaveLength(1);
    act(() => {
      api.toast({ title: 'Error', description: 'Failed to send message.', variant: 'destructive' });
    });
    const toasts = shownToasts(region);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.textContent).toContain('Failed to send message.');
    expect(toasts[0]!.textContent).not.toContain('Message sent');
    expect(toasts[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes by itself after 5000 ms by default, or after its own duration', () => {
    vi.useFakeTimers();
    const region = renderToasts();
    act(() => {
      api.toast({ title: 'Saved' });
    });
    const saved = shownToasts(region)[0]!;
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(saved).toHaveAttribute('data-state', 'open');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // Closed; it leaves the DOM when its exit animation ends.
    expect(saved).toHaveAttribute('data-state', 'closed');

    act(() => {
      api.toast({ title: 'Quick', duration: 1000 });
    });
    const quick = shownToasts(region)[0]!;
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(quick).toHaveAttribute('data-state', 'open');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(quick).toHaveAttribute('data-state', 'closed');
  });

  it('dismisses by the translated close button, by handle and all at once', async () => {
    const region = renderToasts('ar');
    act(() => {
      api.toast({ title: 'تم الحفظ' });
    });
    await userEvent.click(within(region).getByRole('button', { name: 'إغلاق الإشعار' }));
    await waitFor(() => expect(within(region).queryByText('تم الحفظ')).toBeNull());

    let handle = { id: '', dismiss: () => {} };
    act(() => {
      handle = api.toast({ title: 'Second' });
    });
    act(() => handle.dismiss());
    await waitFor(() => expect(within(region).queryByText('Second')).toBeNull());

    act(() => {
      api.toast({ title: 'Third' });
    });
    act(() => api.dismiss());
    await waitFor(() => expect(within(region).queryByText('Third')).toBeNull());
  });

  it.each([
    { locale: 'en', direction: 'right', toward: 1 },
    { locale: 'ar', direction: 'left', toward: -1 },
  ] as const)(
    'swipes away toward the inline end, past 50 px ($locale: $direction)',
    ({ locale, direction, toward }) => {
      const region = renderToasts(locale);
      act(() => {
        api.toast({ title: 'Swipe me' });
      });
      let toast = shownToasts(region)[0]!;
      expect(toast).toHaveAttribute('data-swipe-direction', direction);

      // Against the swipe direction: nothing happens.
      swipe(toast, -80 * toward);
      expect(shownToasts(region)).toHaveLength(1);
      // Under the threshold: it snaps back.
      swipe(toast, 40 * toward);
      expect(toast).toHaveAttribute('data-swipe', 'cancel');
      expect(shownToasts(region)).toHaveLength(1);

      toast = shownToasts(region)[0]!;
      swipe(toast, 80 * toward);
      expect(toast).toHaveAttribute('data-swipe', 'end');
      expect(toast).toHaveAttribute('data-state', 'closed');
    },
  );

  it('F8 moves focus to the notification region', async () => {
    const region = renderToasts();
    act(() => {
      api.toast({ title: 'Saved' });
    });
    await userEvent.keyboard('[F8]');
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('useToast() outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <TestProvider>
          <Capture />
        </TestProvider>,
      ),
    ).toThrow(/ToastProvider/);
  });
});
