import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Progress } from './Progress.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Progress', () => {
  it('exposes value, bounds and a percentage as a progressbar', () => {
    render(
      <TestProvider>
        <Progress value={30} max={120} label="Uploaded" />
      </TestProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploaded' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '120');
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(0.25, 2);
  });

  it.each([
    { value: 150, shown: 100, state: 'complete' },
    { value: -20, shown: 0, state: 'loading' },
    { value: Number.NaN, shown: 0, state: 'loading' },
  ])('clamps $value to $shown and warns', ({ value, shown, state }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestProvider>
        <Progress value={value} label="Uploaded" />
      </TestProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploaded' });
    expect(bar).toHaveAttribute('aria-valuenow', String(shown));
    expect(bar.parentElement).toHaveAttribute('data-state', state);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside 0..100'));
  });

  it('does not warn for values in range', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestProvider>
        <Progress value={100} label="Uploaded" />
      </TestProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to a max of 100 (with a warning) when max is not positive', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TestProvider>
        <Progress value={50} max={0} label="Uploaded" />
      </TestProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '100');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('max must be a positive number'));
  });

  it.each(['en', 'ar'])('fills from the inline start (%s)', (locale) => {
    render(
      <TestProvider locale={locale}>
        <Progress value={25} label="Uploaded" />
      </TestProvider>,
    );
    const bar = screen.getByRole('progressbar');
    const track = bar.getBoundingClientRect();
    const fill = (bar.firstElementChild as HTMLElement).getBoundingClientRect();
    if (locale === 'ar') expect(Math.round(fill.right)).toBe(Math.round(track.right));
    else expect(Math.round(fill.left)).toBe(Math.round(track.left));
  });
});
