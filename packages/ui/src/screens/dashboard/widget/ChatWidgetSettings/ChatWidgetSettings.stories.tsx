import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phone375 } from '../../../../private/phoneStory.ts';
import { withToasts } from '../../../toastStory.tsx';
import {
  fixtureApiOrigin,
  fixtureBrand,
  fixtureNewWidgetSettings,
  fixtureWidgetSettings,
} from './ChatWidgetSettings.fixtures.ts';
import { ChatWidgetSettings } from './ChatWidgetSettings.tsx';
import type { ChatWidgetSettingsProps } from './types.ts';

const ok = async () => ({ ok: true as const });
const SECRET = '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f';

const args: ChatWidgetSettingsProps = {
  settings: fixtureWidgetSettings,
  apiOrigin: fixtureApiOrigin,
  brand: fixtureBrand,
  onSave: fn<ChatWidgetSettingsProps['onSave']>(ok),
  onRotateToken: fn<ChatWidgetSettingsProps['onRotateToken']>(ok),
  onRotateSecret: fn<ChatWidgetSettingsProps['onRotateSecret']>(async () => ({ ok: true, identitySecret: SECRET })),
  onCopy: fn<NonNullable<ChatWidgetSettingsProps['onCopy']>>(async () => {}),
  onRetry: fn(),
};

const meta = {
  title: 'Screens/Dashboard/ChatWidgetSettings',
  component: ChatWidgetSettings,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof ChatWidgetSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Settings in use: on, three origins, a secret set, greetings in both languages, Sunday–Thursday hours. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('every group of settings, the state of each', async () => {
      for (const name of [
        'Status',
        'Installation',
        'Allowed origins',
        'Identity verification',
        'Greeting',
        'Business hours',
        'Pre-chat form',
        'Preview',
      ]) {
        await expect(canvas.getByRole('region', { name })).toBeInTheDocument();
      }
      await expect(canvas.getByRole('switch', { name: 'Chat widget on your website' })).toBeChecked();
      await expect(canvas.getByText('Secret set')).toBeVisible();
      await expect(canvas.getByText('3 origins of at most 20')).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Open on Sunday' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'Open on Friday' })).not.toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: /Required before chatting/ })).toBeChecked();
      await expect(canvas.getByRole('textbox', { name: /Greeting in Arabic/ })).toHaveAttribute('dir', 'rtl');
    });
    await step('the token and the snippet are copied', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy token' }));
      await expect(args.onCopy).toHaveBeenLastCalledWith(fixtureWidgetSettings.websiteToken);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy snippet' }));
      const snippet = (args.onCopy as ReturnType<typeof fn>).mock.lastCall?.[0] as string;
      await expect(snippet).toContain(`websiteToken: '${fixtureWidgetSettings.websiteToken}'`);
      await expect(snippet).toContain('<script src="https://app.qafila.ae/widget.js" async></script>');
      await expect(await body().findByText('Copied to the clipboard')).toBeInTheDocument();
    });
    await step('nothing changed: nothing to save', async () => {
      await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    });
  },
};

/** The allowed origins: each mistake named, a wildcard subdomain added, one removed, then saved. */
export const AllowedOrigins: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Origin to allow' });
    const add = canvas.getByRole('button', { name: 'Add' });
    const attempt = async (typed: string, message: string) => {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(add);
      await expect(input).toHaveAccessibleDescription(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    };
    await step('mistakes are named', async () => {
      await attempt('shop.example.ae', 'Start with https:// or http://, such as https://shop.example.ae.');
      await attempt('ftp://shop.example.ae', 'Start with https:// or http://, such as https://shop.example.ae.');
      await attempt(
        'https://shop.example.ae/',
        'Leave out the path: an origin ends after the host name or port, with no slash (https://shop.example.ae).',
      );
      await attempt(
        'https://shop.*.example.ae',
        'A wildcard may only stand for the first part of the host, followed by a domain: https://*.example.ae.',
      );
      await attempt('https://shop.gulfcargo.ae', 'This origin is already in the list.');
    });
    await step('a wildcard subdomain is added (lower-cased), with Enter', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'HTTPS://*.Example.ae{Enter}');
      await expect(input).toHaveValue('');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(canvas.getByText('https://*.example.ae')).toBeVisible();
      await expect(canvas.getByText('4 origins of at most 20')).toBeVisible();
    });
    await step('one is removed, and the list is saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove http://localhost:5175' }));
      await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(args.onSave).toHaveBeenCalledTimes(1);
      await expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          allowedOrigins: ['https://shop.gulfcargo.ae', 'https://*.gulfcargo.ae', 'https://*.example.ae'],
        }),
      );
      await expect(await body().findByText('Chat widget settings saved')).toBeInTheDocument();
    });
  },
};

/** Twenty origins: the twenty-first is refused with the limit. */
export const OriginLimit: Story = {
  args: {
    settings: {
      ...fixtureWidgetSettings,
      allowedOrigins: Array.from({ length: 20 }, (_, i) => `https://shop${i + 1}.gulfcargo.ae`),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Origin to allow' });
    await userEvent.type(input, 'https://one-more.gulfcargo.ae');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(input).toHaveAccessibleDescription('At most 20 origins: remove one before adding another.');
  },
};

/** Generate a secret: confirmed first, then the new secret in a dialog. */
async function generateSecret(canvasElement: HTMLElement, onRotateSecret: unknown) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('No secret yet')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Generate secret' }));
  const confirm = await body().findByRole('dialog', { name: 'Generate an identity secret?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Generate secret' }));
  await expect(onRotateSecret).toHaveBeenCalledTimes(1);
  return body().findByRole('dialog', { name: 'Your new identity secret' });
}

/** The new secret, shown once, with a copy button and a warning. */
export const IdentitySecretShownOnce: Story = {
  args: { settings: fixtureNewWidgetSettings },
  play: async ({ canvasElement, args }) => {
    const dialog = await generateSecret(canvasElement, args.onRotateSecret);
    await expect(within(dialog).getByRole('textbox', { name: 'Identity secret' })).toHaveValue(SECRET);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Shown this once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
    await expect(args.onCopy).toHaveBeenCalledWith(SECRET);
  },
};

/** Once its dialog is closed, the secret is nowhere on the page. */
export const IdentitySecretForgotten: Story = {
  args: { settings: fixtureNewWidgetSettings },
  play: async ({ canvasElement, args }) => {
    await generateSecret(canvasElement, args.onRotateSecret);
    await userEvent.click(body().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.body).not.toHaveTextContent(SECRET);
  },
};

/** Rotate the secret: the confirmation says what breaks; a refusal stays in the dialog. */
export const RotateSecretRefused: Story = {
  args: {
    onRotateSecret: fn<ChatWidgetSettingsProps['onRotateSecret']>(async () => ({
      ok: false,
      error: 'Only organization admins can do this',
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rotate secret' }));
    const dialog = await body().findByRole('dialog', { name: 'Rotate the identity secret?' });
    await expect(dialog).toHaveAccessibleDescription(/customers chat as anonymous visitors/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only organization admins can do this');
    await expect(body().queryByRole('dialog', { name: 'Your new identity secret' })).not.toBeInTheDocument();
  },
};

/** Rotate the website token: behind a confirmation that says embedded sites stop working. */
export const RotateToken: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rotate token' }));
    const dialog = await body().findByRole('dialog', { name: 'Rotate the website token?' });
    await expect(dialog).toHaveAccessibleDescription(
      /Every site that embeds the widget stops working, and open conversations end, until you update the snippet/,
    );
    await expect(args.onRotateToken).not.toHaveBeenCalled();
  },
};

/** Confirmed: the token is rotated once and the toast says to update the snippet. */
export const RotateTokenConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rotate token' }));
    const dialog = await body().findByRole('dialog', { name: 'Rotate the website token?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate token' }));
    await expect(args.onRotateToken).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      await body().findByText('New website token made. Update the snippet on your sites.', { selector: 'div' }),
    ).toBeInTheDocument();
  },
};

/** Business hours: from "Always open" to a week; a closing time before the opening time is refused. */
export const BusinessHours: Story = {
  args: { settings: fixtureNewWidgetSettings },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Asia\/Dubai, UTC\+4/)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Always open' }));
    const monday = canvas.getByRole('group', { name: 'Monday' });
    await expect(within(monday).getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked();
    await step('a closing time before the opening time', async () => {
      const closes = within(monday).getByLabelText('Closes');
      await userEvent.clear(closes);
      await userEvent.type(closes, '08:00');
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(closes).toHaveAccessibleDescription('The closing time must be after the opening time.');
      await expect(canvas.getByText('Check the marked fields, then save again.')).toBeVisible();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('fixed, and Sunday opened too', async () => {
      const closes = within(monday).getByLabelText('Closes');
      await userEvent.clear(closes);
      await userEvent.type(closes, '17:30');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Open on Sunday' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          businessHours: {
            days: [
              { day: 0, open: '09:00', close: '18:00' },
              { day: 1, open: '09:00', close: '17:30' },
              { day: 2, open: '09:00', close: '18:00' },
              { day: 3, open: '09:00', close: '18:00' },
              { day: 4, open: '09:00', close: '18:00' },
              { day: 5, open: '09:00', close: '18:00' },
            ],
          },
        }),
      );
    });
  },
};

/** The server refuses the save: its text under "Not saved", the edits kept. */
export const SaveRefused: Story = {
  args: {
    onSave: fn<ChatWidgetSettingsProps['onSave']>(async () => ({
      ok: false,
      error: "allowedOrigins: 'https://*.ae' is not an origin",
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Chat widget on your website' }));
    await expect(canvas.getByText('Off')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ enabled: false }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not saved');
    await expect(alert).toHaveTextContent("allowedOrigins: 'https://*.ae' is not an origin");
    await expect(canvas.getByRole('switch', { name: 'Chat widget on your website' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(canvas.getByRole('switch', { name: 'Chat widget on your website' })).toBeChecked();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A new widget: off, no origin, no secret, the default greeting in the preview. */
export const NewWidget: Story = {
  args: { settings: fixtureNewWidgetSettings, brand: { name: 'Gulf Cargo', colour: null, logoUrl: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No origin yet: the widget works on no site until you add one.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Always open' })).toBeChecked();
    const preview = canvas.getByRole('img', { name: 'Preview of the chat widget' });
    await expect(preview).toHaveTextContent('The widget’s default greeting');
  },
};

/** The preview follows the greeting as it is typed, in the language chosen for it. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('img', { name: 'Preview of the chat widget' });
    await expect(preview).toHaveTextContent('Gulf Cargo');
    await expect(preview).toHaveTextContent('Welcome to Gulf Cargo!');
    await userEvent.click(canvas.getByRole('radio', { name: 'Arabic' }));
    await expect(preview).toHaveAttribute('dir', 'rtl');
    await expect(preview).toHaveTextContent('مرحبًا بك في الخليج للشحن!');
    const arabic = canvas.getByRole('textbox', { name: /Greeting in Arabic/ });
    await userEvent.clear(arabic);
    await userEvent.type(arabic, 'أهلًا وسهلًا');
    await expect(preview).toHaveTextContent('أهلًا وسهلًا');
  },
};

/** Staff who are not admins: the settings as text, a note, copy buttons only. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Only administrators of your organization can change the chat widget.'),
    ).toBeVisible();
    for (const name of ['Save changes', 'Discard changes', 'Rotate token', 'Rotate secret', 'Add']) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Greeting/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('https://*.gulfcargo.ae')).toBeVisible();
    await expect(canvas.getByText('Name and E-mail')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy snippet' })).toBeVisible();
  },
};

/** Loading: placeholders, announced. */
export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the chat widget settings…');
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  },
};

/** The settings failed to load: the server's reason and Try again. */
export const LoadError: Story = {
  args: { settings: undefined, error: '500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The chat widget settings could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('500: Internal Server Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Arabic: right to left; the token, origins and snippet stay left to right, the Arabic greeting right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'أداة الدردشة' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(canvas.getByRole('textbox', { name: 'رمز الموقع' })).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(canvas.getByText('https://*.gulfcargo.ae')).direction).toBe('ltr');
    await expect(canvas.getByRole('checkbox', { name: 'مفتوح يوم الأحد' })).toBeChecked();
    const preview = canvas.getByRole('img', { name: 'معاينة أداة الدردشة' });
    await expect(preview).toHaveAttribute('dir', 'rtl');
  },
};

/** Arabic, read-only. */
export const ReadOnlyArabic: Story = {
  args: { readOnly: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'حفظ التغييرات' })).not.toBeInTheDocument();
    await expect(canvas.getByText('الأحد')).toBeVisible();
  },
};

/** A phone (375 px): the cards stack, the preview after them, nothing wider than the screen. */
export const Phone: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(within(canvasElement).getByRole('button', { name: 'Copy snippet' })).toBeVisible();
  },
};
