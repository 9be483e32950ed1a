import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'Type your message…', style: { maxInlineSize: 360 } },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grows line by line up to 120 px, then scrolls. */
export const AutoGrow: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    const initial = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, 'Where is QF12345678?{Shift>}{Enter}{/Shift}It was due yesterday.');
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(initial);
    await expect(textarea).toHaveAttribute('data-overflowing', 'false');

    await userEvent.type(textarea, '{Enter}a{Enter}b{Enter}c{Enter}d{Enter}e{Enter}f');
    await expect(textarea.getBoundingClientRect().height).toBe(120);
    await expect(textarea).toHaveAttribute('data-overflowing', 'true');
    await expect(getComputedStyle(textarea).overflowY).toBe('auto');
  },
};

/** A lower cap. */
export const MaxHeight80: Story = {
  args: { maxHeight: 80, defaultValue: 'One\nTwo\nThree\nFour\nFive\nSix' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea.getBoundingClientRect().height).toBe(80);
  },
};

/** Controlled: clearing the value (as after sending) shrinks it back. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('Line one\nLine two\nLine three');
    return (
      <Box display="grid" gap="sm" style={{ maxInlineSize: 360 }}>
        <Textarea {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <Button onClick={() => setValue('')}>Send</Button>
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    const tall = textarea.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(textarea).toHaveValue('');
    await expect(textarea.getBoundingClientRect().height).toBeLessThan(tall);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sending…' } };

export const RightToLeft: Story = {
  args: { 'aria-label': 'الرسالة', placeholder: 'اكتب رسالتك…' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'الرسالة' });
    await userEvent.type(textarea, 'أين شحنتي؟{Shift>}{Enter}{/Shift}كان موعدها أمس.');
    await expect(textarea).toHaveValue('أين شحنتي؟\nكان موعدها أمس.');
    await expect(getComputedStyle(textarea).direction).toBe('rtl');
  },
};
