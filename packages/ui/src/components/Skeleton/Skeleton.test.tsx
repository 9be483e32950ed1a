import { render, screen } from '@testing-library/react';
// Brings the Playwright (Chromium) typing of cdp().send.
import type {} from '@vitest/browser-playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Skeleton } from './Skeleton.tsx';

async function prefersReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

afterEach(async () => {
  await prefersReducedMotion(false);
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and exposes its shape', () => {
    render(
      <TestProvider>
        <Skeleton shape="circle" data-testid="skeleton" />
      </TestProvider>,
    );
    const skeleton = screen.getByTestId('skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-shape', 'circle');
  });

  it('pulses, but stands still under prefers-reduced-motion', async () => {
    render(
      <TestProvider>
        <Skeleton data-testid="skeleton" />
      </TestProvider>,
    );
    const skeleton = screen.getByTestId('skeleton');
    await prefersReducedMotion(false);
    expect(getComputedStyle(skeleton).animationName).not.toBe('none');
    await prefersReducedMotion(true);
    expect(getComputedStyle(skeleton).animationName).toBe('none');
  });
});
