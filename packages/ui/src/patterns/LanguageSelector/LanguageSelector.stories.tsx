import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inBox } from '../../private/stories.fixtures.tsx';
import { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector.tsx';

function Controlled(props: LanguageSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguageSelector
      {...props}
      value={value}
      onValueChange={(code) => {
        setValue(code);
        props.onValueChange?.(code);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/LanguageSelector',
  component: LanguageSelector,
  args: { value: 'en', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [inBox({ display: 'flex', justifyContent: 'end', alignItems: 'start', style: { minBlockSize: 160 } })],
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named "Language EN"; shows the US flag (an inline SVG) and "EN"; the menu lists each language in its own name. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Language EN' });
    await expect(trigger.querySelector('svg rect')).not.toBeNull();

    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu', { name: 'Language' });
    const arabic = within(menu).getByRole('menuitemradio', { name: 'العربية' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(arabic);
    await expect(args.onValueChange).toHaveBeenCalledWith('ar');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAccessibleName('Language AR');
  },
};

/** Keyboard: Enter opens the menu, arrows move, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Language/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('ar');
  },
};

/** Languages can carry their own labels (e.g. from the catalogue). */
export const CustomLabels: Story = {
  args: {
    languages: [
      { code: 'en', label: 'English (US)' },
      { code: 'ar', label: 'العربية' },
    ],
  },
};

/** Arabic: the UAE flag and "AR", named "اللغة AR"; the menu opens aligned to the inline end. */
export const RightToLeft: Story = {
  args: { value: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'اللغة AR' });
    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    await expect(getComputedStyle(menu).direction).toBe('rtl');
  },
};
