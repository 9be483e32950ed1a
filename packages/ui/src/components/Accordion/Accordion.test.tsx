import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Accordion, type AccordionItem } from './Accordion.tsx';

const items: AccordionItem[] = [
  { id: 'pickup', title: 'Pickup', content: 'We collect from your door.' },
  { id: 'customs', title: 'Customs', content: 'We clear your goods.' },
  { id: 'delivery', title: 'Delivery', content: 'We deliver to the consignee.' },
];

describe('Accordion', () => {
  it('single: opening one closes the other; regions are named by their buttons', async () => {
    const onValueChange = vi.fn();
    render(
      <TestProvider>
        <Accordion items={items} defaultValue={['pickup']} onValueChange={onValueChange} headingLevel={2} />
      </TestProvider>,
    );
    const pickup = screen.getByRole('button', { name: 'Pickup' });
    expect(pickup.parentElement?.tagName).toBe('H2');
    expect(pickup).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Pickup' });
    expect(pickup).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('We collect from your door.');
    await userEvent.click(screen.getByRole('button', { name: 'Customs' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['customs']);
    expect(pickup).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Pickup' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Customs' })).toBeVisible();
  });

  it('multiple and controlled: reports every open id and shows what it is given', async () => {
    const onValueChange = vi.fn();
    render(
      <TestProvider>
        <Accordion items={items} type="multiple" value={['pickup']} onValueChange={onValueChange} />
      </TestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['pickup', 'delivery']);
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrow keys, Home and End move between headers; Enter toggles', async () => {
    render(
      <TestProvider>
        <Accordion items={items} />
      </TestProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Customs' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-expanded', 'true');
  });
});
