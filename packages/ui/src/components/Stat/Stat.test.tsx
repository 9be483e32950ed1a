import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Stat } from './Stat.tsx';

describe('Stat', () => {
  it.each([
    { locale: 'en', badge: 'Estimate', description: 'This value is estimated, not measured.' },
    { locale: 'ar', badge: 'تقديري', description: 'هذه القيمة تقديرية وليست مقيسة.' },
  ] as const)('labels an estimate visibly and explains it ($locale)', ({ locale, badge, description }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <Stat label="Revenue" value="AED 12,000" estimate />
      </TestProvider>,
    );
    const group = screen.getByRole('group', { name: 'Revenue' });
    expect(group).toHaveAttribute('data-estimate');
    const button = within(group).getByRole('button', { name: badge });
    expect(button).toBeVisible();
    expect(button).toHaveAccessibleDescription(description);
  });

  it('shows a skeleton while loading and the trend in words', () => {
    const { rerender } = render(
      <TestProvider>
        <Stat label="Delivered" value="98" loading trend={{ direction: 'down', label: '2 fewer' }} />
      </TestProvider>,
    );
    const group = screen.getByRole('group', { name: 'Delivered' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group.textContent).toContain('Loading…');
    expect(group.textContent).not.toContain('98');
    rerender(
      <TestProvider>
        <Stat label="Delivered" value="98" trend={{ direction: 'down', label: '2 fewer' }} />
      </TestProvider>,
    );
    expect(group).not.toHaveAttribute('aria-busy');
    expect(group.textContent).toContain('98');
    expect(group.textContent).toContain('2 fewer');
    expect(group).not.toHaveAttribute('data-estimate');
  });
});
