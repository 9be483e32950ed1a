import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { HealthBar } from './HealthBar.tsx';
import { healthTone } from './healthTone.ts';

describe('HealthBar', () => {
  it.each([
    { value: 100, tone: 'positive' },
    { value: 90.5, tone: 'positive' },
    { value: 90, tone: 'caution' },
    { value: 70.1, tone: 'caution' },
    { value: 70, tone: 'critical' },
    { value: 0, tone: 'critical' },
  ])('$value% is $tone', ({ value, tone }) => {
    render(
      <TestProvider>
        <HealthBar value={value} label="Connection health" />
      </TestProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Connection health' });
    expect(bar).toHaveAttribute('aria-valuenow', String(value));
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.parentElement).toHaveAttribute('data-tone', tone);
    expect(healthTone(value)).toBe(tone);
  });

  it('paints the three tones in three colours', () => {
    render(
      <TestProvider>
        <HealthBar value={95} label="a" />
        <HealthBar value={80} label="b" />
        <HealthBar value={20} label="c" />
      </TestProvider>,
    );
    const colours = ['a', 'b', 'c'].map(
      (name) =>
        getComputedStyle(screen.getByRole('progressbar', { name }).firstElementChild as HTMLElement).backgroundColor,
    );
    expect(new Set(colours).size).toBe(3);
  });

  it.each(['en', 'ar'])('shows its value as a localised percentage (%s)', (locale) => {
    render(
      <TestProvider locale={locale}>
        <HealthBar value={84} label="Health" />
      </TestProvider>,
    );
    const text = new Intl.NumberFormat(locale, { style: 'percent' }).format(0.84);
    expect(screen.getByRole('progressbar', { name: 'Health' })).toHaveAttribute('aria-valuetext', text);
    expect(screen.getByText(text)).toBeVisible();
  });
});
