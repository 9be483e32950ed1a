import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Field } from '../Field/Field.tsx';
import { Select } from './Select.tsx';

describe('Select', () => {
  it('takes its label, description and invalid state from Field and reports the value', async () => {
    const onValueChange = vi.fn();
    render(
      <TestProvider>
        <Field label="Emirate" hint="Where the cargo is collected" error="Required" required>
          <Select
            placeholder="Choose"
            defaultValue=""
            options={[
              { value: 'dxb', label: 'Dubai' },
              { value: 'auh', label: 'Abu Dhabi', disabled: true },
            ]}
            onValueChange={onValueChange}
          />
        </Field>
      </TestProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Emirate' });
    expect(select).toHaveAccessibleDescription('Where the cargo is collected Required');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeRequired();
    expect(screen.getByRole('option', { name: 'Choose' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Abu Dhabi' })).toBeDisabled();
    await userEvent.selectOptions(select, 'dxb');
    expect(onValueChange).toHaveBeenCalledWith('dxb');
  });
});
