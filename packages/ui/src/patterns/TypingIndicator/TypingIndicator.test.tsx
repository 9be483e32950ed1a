import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
// Brings the Playwright (Chromium) typing of cdp().send.
import type {} from '@vitest/browser-playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { TestProvider } from '../../test/TestProvider.tsx';
import { TypingIndicator } from './TypingIndicator.tsx';

async function prefersReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

afterEach(async () => {
  await prefersReducedMotion(false);
});

describe('TypingIndicator', () => {
  it.each([
    { locale: 'en', name: 'Assistant is typing' },
    { locale: 'ar', name: 'المساعد يكتب' },
  ] as const)('is a status named "$name" ($locale)', ({ locale, name }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <TypingIndicator />
      </TestProvider>,
    );
    expect(screen.getByRole('status', { name })).toBeInTheDocument();
  });

  it('bounces, and only fades (no movement) under prefers-reduced-motion', async () => {
    render(
      <TestProvider>
        <TypingIndicator />
      </TestProvider>,
    );
    const dot = screen.getByRole('status').querySelector('[aria-hidden="true"]') as HTMLElement;
    await prefersReducedMotion(false);
    const bouncing = getComputedStyle(dot).animationName;
    await prefersReducedMotion(true);
    const fading = getComputedStyle(dot).animationName;
    expect(fading).not.toBe(bouncing);
    const keyframes = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === fading);
    expect(keyframes?.cssText).not.toContain('transform');
  });
});
