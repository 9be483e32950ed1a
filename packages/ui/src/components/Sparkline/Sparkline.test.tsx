import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Sparkline } from './Sparkline.tsx';

describe('Sparkline', () => {
  it('summarises lowest, highest and latest values in its name', () => {
    render(
      <TestProvider>
        <Sparkline data={[5, 3, 1200, 9]} label="Shipments per day" area />
      </TestProvider>,
    );
    const image = screen.getByRole('img', { name: 'Shipments per day: lowest 3, highest 1,200, latest 9' });
    expect(image.querySelectorAll('path')).toHaveLength(2);
  });

  it('in Arabic, says it in Arabic with local digits and runs right to left', () => {
    render(
      <TestProvider locale="ar" messages={messages.ar}>
        <Sparkline data={[5, 3, 12, 9]} label="الشحنات يوميًا" />
      </TestProvider>,
    );
    const digits = (value: number) => new Intl.NumberFormat('ar').format(value);
    const image = screen.getByRole('img', {
      name: `الشحنات يوميًا: الأدنى ${digits(3)}، الأعلى ${digits(12)}، الأحدث ${digits(9)}`,
    });
    // The latest point (the dot) is at the left end.
    expect(Number(image.querySelector('circle')?.getAttribute('cx'))).toBeLessThan(10);
  });

  it('says when there is no data', () => {
    render(
      <TestProvider>
        <Sparkline data={[]} label="Delays" />
      </TestProvider>,
    );
    expect(screen.getByRole('img', { name: 'Delays: no data' })).toBeInTheDocument();
  });
});
