import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Input } from '../Input/Input.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('labels its control and describes it with the hint', async () => {
    render(
      <TestProvider>
        <Field label="Tracking number" hint="Ten characters">
          <Input />
        </Field>
      </TestProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Tracking number' });
    expect(input).toHaveAccessibleDescription('Ten characters');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByText('Tracking number'));
    expect(input).toHaveFocus();
  });

  it('marks the control invalid and adds the error to its description', () => {
    render(
      <TestProvider locale="ar">
        <Field label="الرسالة" hint="بالعربية أو الإنجليزية" error="الرسالة مطلوبة" required>
          <Textarea />
        </Field>
      </TestProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: 'الرسالة' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('data-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('بالعربية أو الإنجليزية الرسالة مطلوبة');
    expect(textarea).toBeRequired();
    expect(textarea.parentElement).toHaveAttribute('data-invalid', 'true');
  });

  it("takes the control's id from controlId and keeps the control's own descriptions", () => {
    render(
      <TestProvider>
        <p id="extra">Visible on the label too</p>
        <Field label="Email" hint="Work address" disabled controlId="email">
          <Input aria-describedby="extra" />
        </Field>
      </TestProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Work address Visible on the label too');
    expect(input).toBeDisabled();
  });
});
