import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone375, phoneStory } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { fixtureDeclarations, fixtureRegistrations } from '../customs.fixtures.ts';
import { FreeZones, type FreeZonesProps } from './FreeZones.tsx';

const args: FreeZonesProps = {
  registrations: fixtureRegistrations,
  movements: fixtureDeclarations.filter((d) => d.freeZone),
  canManage: true,
  onAdd: fn<FreeZonesProps['onAdd']>(async () => ({ ok: true })),
  onRemove: fn<FreeZonesProps['onRemove']>(async () => ({ ok: true })),
};

const meta = {
  title: 'Screens/Customs/FreeZones',
  component: FreeZones,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof FreeZones>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The JAFZA licence, the furniture leaving JAFZA with the duty and VAT due on entry, the zones on the map. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Duty and VAT due on entry to the mainland/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'UAE free zones' })).toBeVisible();
    await expect(canvas.getAllByText('Not public').length).toBeGreaterThan(10);
  },
};

/** A phone (375 px), staff who are not admins: no Add or Remove, nothing overflows. */
export const Phone: Story = { ...phone375, args: { canManage: false }, play: phoneStory.play };
