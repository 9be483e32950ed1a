import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

describe('RadioGroup', () => {
  it.each([
    { locale: 'en', next: '{ArrowRight}', previous: '{ArrowLeft}' },
    { locale: 'ar', next: '{ArrowLeft}', previous: '{ArrowRight}' },
  ])('arrow keys follow the reading direction and wrap ($locale)', async ({ locale, next, previous }) => {
    const onValueChange = vi.fn();
    render(
      <TestProvider locale={locale} messages={{}}>
        <RadioGroup label="Letter" options={options} defaultValue="a" onValueChange={onValueChange} />
      </TestProvider>,
    );
    screen.getByRole('radio', { name: 'Alpha' }).focus();
    await userEvent.keyboard(next);
    expect(screen.getByRole('radio', { name: 'Bravo' })).toBeChecked();
    await userEvent.keyboard(previous);
    await userEvent.keyboard(previous);
    expect(screen.getByRole('radio', { name: 'Charlie' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Charlie' })).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['b'], ['a'], ['c']]);
  });

  it('controlled: shows the value it is given and submits it', async () => {
    render(
      <TestProvider>
        <form aria-label="Order">
          <RadioGroup label="Letter" name="letter" options={options} value="b" error="Pick one" />
        </form>
      </TestProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Charlie' }));
    expect(screen.getByRole('radio', { name: 'Bravo' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Letter' })).toHaveAccessibleDescription('Pick one');
    const form = screen.getByRole('form', { name: 'Order' }) as HTMLFormElement;
    expect(new FormData(form).get('letter')).toBe('b');
  });
});
