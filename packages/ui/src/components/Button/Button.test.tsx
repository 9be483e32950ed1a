import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Button } from './Button.tsx';
import { buttonTones, buttonVariants } from './buttonVariants.ts';

const locales = [
  { locale: 'en', dir: 'ltr', label: 'Book shipment', loadingLabel: 'Booking shipment…' },
  { locale: 'ar', dir: 'rtl', label: 'احجز الشحنة', loadingLabel: 'جارٍ حجز الشحنة…' },
] as const;

describe('Button', () => {
  it.each(locales)('is a button named by its label and runs onClick ($locale)', async ({ locale, label }) => {
    const onClick = vi.fn();
    render(
      <TestProvider locale={locale}>
        <Button onClick={onClick}>{label}</Button>
      </TestProvider>,
    );

    const button = screen.getByRole('button', { name: label });
    await userEvent.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it.each(locales)('inherits lang and direction from the provider ($locale)', ({ locale, dir, label }) => {
    render(
      <TestProvider locale={locale}>
        <Button>{label}</Button>
      </TestProvider>,
    );

    const button = screen.getByRole('button', { name: label });
    expect(button.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(button.closest('[lang]')).toHaveAttribute('lang', locale);
    expect(getComputedStyle(button).direction).toBe(dir);
  });

  it.each(locales)(
    'puts the leading icon at the start of the reading direction ($locale)',
    ({ locale, dir, label }) => {
      render(
        <TestProvider locale={locale}>
          <Button leadingIcon={<svg data-testid="leading" />} trailingIcon={<svg data-testid="trailing" />}>
            {label}
          </Button>
        </TestProvider>,
      );

      const leading = screen.getByTestId('leading').getBoundingClientRect();
      const trailing = screen.getByTestId('trailing').getBoundingClientRect();
      if (dir === 'ltr') expect(leading.left).toBeLessThan(trailing.left);
      else expect(leading.left).toBeGreaterThan(trailing.left);
      // Icons are decoration: the accessible name is the label alone.
      expect(screen.getByRole('button')).toHaveAccessibleName(label);
    },
  );

  it.each(locales)(
    'while loading, is named by its loading label and ignores activation ($locale)',
    async ({ locale, label, loadingLabel }) => {
      const onClick = vi.fn();
      render(
        <TestProvider locale={locale}>
          <Button loading loadingLabel={loadingLabel} onClick={onClick}>
            {label}
          </Button>
        </TestProvider>,
      );

      const button = screen.getByRole('button', { name: loadingLabel });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAttribute('data-state', 'loading');

      await userEvent.click(button);
      await userEvent.keyboard('{Enter}');
      expect(onClick).not.toHaveBeenCalled();
    },
  );

  it.each([
    { locale: 'en', name: 'Please wait…' },
    { locale: 'ar', name: 'يرجى الانتظار…' },
  ] as const)('without a loading label, is named by the translated default ($locale)', ({ locale, name }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <Button loading>Save</Button>
      </TestProvider>,
    );
    expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'loading');
  });

  it('stays focusable while loading, so keyboard users keep their place', async () => {
    const { rerender } = render(
      <TestProvider>
        <Button>Save</Button>
      </TestProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    rerender(
      <TestProvider>
        <Button loading loadingLabel="Saving…">
          Save
        </Button>
      </TestProvider>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveFocus();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <TestProvider>
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <Button type="submit" loading loadingLabel="Sending…">
            Send
          </Button>
        </form>
      </TestProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled and skipped by Tab when disabled', async () => {
    const onClick = vi.fn();
    render(
      <TestProvider>
        <Button disabled onClick={onClick}>
          Delete
        </Button>
        <Button>Next</Button>
      </TestProvider>,
    );

    const disabled = screen.getByRole('button', { name: 'Delete' });
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveAttribute('data-state', 'disabled');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it.each(buttonVariants.flatMap((variant) => buttonTones.map((tone) => ({ variant, tone }))))(
    'exposes $variant / $tone as data attributes',
    ({ variant, tone }) => {
      render(
        <TestProvider>
          <Button variant={variant} tone={tone}>
            Confirm
          </Button>
        </TestProvider>,
      );

      const button = screen.getByRole('button', { name: 'Confirm' });
      expect(button).toHaveAttribute('data-variant', variant);
      expect(button).toHaveAttribute('data-tone', tone);
    },
  );
});
