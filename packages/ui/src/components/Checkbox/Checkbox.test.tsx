import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is mixed while indeterminate and reports the checked state', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <TestProvider>
        <Checkbox label="All" checked={false} indeterminate onCheckedChange={onCheckedChange} />
      </TestProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'All' });
    expect(box).toBePartiallyChecked();
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    rerender(
      <TestProvider>
        <Checkbox label="All" checked onCheckedChange={onCheckedChange} />
      </TestProvider>,
    );
    expect(box).toBeChecked();
    expect(box).not.toBePartiallyChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
  });

  it('submits with a form and is described by its hint', () => {
    render(
      <TestProvider>
        <form aria-label="Options">
          <Checkbox label="Insured" hint="Covers the declared value" name="insured" defaultChecked />
        </form>
      </TestProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Insured' })).toHaveAccessibleDescription('Covers the declared value');
    const form = screen.getByRole('form', { name: 'Options' }) as HTMLFormElement;
    expect(new FormData(form).get('insured')).toBe('on');
  });
});
