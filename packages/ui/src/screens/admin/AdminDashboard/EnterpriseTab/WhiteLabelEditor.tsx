import { HEX_COLOR, type OrganizationDto } from '@qafila/contracts';
import clsx from 'clsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../../../../actions/useAction.ts';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Column, Columns } from '../../../../layout/Columns.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { brandStyle } from '../../../../themes/brandStyle.ts';
import { contrastRatio } from '../../../../themes/color.ts';
import { lightTheme } from '../../../../themes/lightTheme.css.ts';
import { sprinkles } from '../../../../themes/sprinkles.css.ts';
import type { AdminDashboardProps } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { useFailureToast } from '../shared.tsx';
import * as styles from './EnterpriseTab.css.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';

export function WhiteLabelEditor({
  organization,
  onSave,
}: {
  organization: OrganizationDto;
  onSave: AdminDashboardProps['onUpdateBranding'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  const branding = organization.settings.branding;
  const [color, setColor] = useState(branding.primaryColor);
  const [logoUrl, setLogoUrl] = useState(branding.logoUrl ?? '');
  const [displayName, setDisplayName] = useState(branding.displayName ?? '');
  // The address whose image failed to load: the preview shows the name alone until the address changes.
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const logoBroken = brokenLogo === logoUrl.trim();
  const valid = HEX_COLOR.test(color);
  const ratio = valid ? contrastRatio(color, '#FFFFFF') : null;
  const shownName = displayName.trim() || organization.name;

  const save = useAction(onSave, {
    success: {
      title: intl.formatMessage(em.brandingSavedTitle),
      description: intl.formatMessage(em.brandingSaved, { name: organization.name }),
    },
    failure: failure(em.brandingFailed),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    await save.run(organization.id, {
      primaryColor: color.toUpperCase(),
      logoUrl: logoUrl.trim() || null,
      displayName: displayName.trim() || null,
    });
  };

  return (
    <Columns space="lg" collapseBelow="tablet">
      <Column>
        <Stack as="form" space="md" noValidate onSubmit={submit}>
          <Columns space="sm" alignY="center">
            <Column
              as="input"
              width="content"
              type="color"
              className={styles.colorSwatch}
              aria-label={intl.formatMessage(em.primaryColor)}
              value={valid ? color.toLowerCase() : '#000000'}
              onChange={(event) => setColor(event.target.value.toUpperCase())}
            />
            <Column>
              <Field
                label={intl.formatMessage(em.primaryColorHex)}
                error={valid ? undefined : intl.formatMessage(em.colorInvalid)}
              >
                <Input
                  name="primaryColor"
                  dir="ltr"
                  spellCheck={false}
                  value={color}
                  onChange={(event) => setColor(event.target.value.trim())}
                />
              </Field>
            </Column>
          </Columns>
          {ratio !== null ? (
            <Alert tone={ratio >= 4.5 ? 'positive' : 'caution'} role="status" data-testid="contrast">
              {intl.formatMessage(em.contrast, { ratio: intl.formatNumber(ratio, { maximumFractionDigits: 2 }) })} —{' '}
              {intl.formatMessage(ratio >= 4.5 ? em.contrastPass : em.contrastFail)}
            </Alert>
          ) : null}
          <Field label={intl.formatMessage(em.logoUrl)} hint={intl.formatMessage(em.logoUrlHint)}>
            <Input
              name="logoUrl"
              type="url"
              dir="ltr"
              spellCheck={false}
              value={logoUrl}
              onChange={(event) => setLogoUrl(event.target.value)}
            />
          </Field>
          <Field label={intl.formatMessage(em.displayName)} hint={intl.formatMessage(em.displayNameHint)}>
            <Input name="displayName" value={displayName} onChange={(event) => setDisplayName(event.target.value)} />
          </Field>
          <Inline space="sm">
            <Button
              type="submit"
              disabled={!valid}
              loading={save.busy}
              loadingLabel={intl.formatMessage(messages.saving)}
            >
              {intl.formatMessage(em.saveBranding)}
            </Button>
          </Inline>
        </Stack>
      </Column>
      <Column>
        <Preview title={intl.formatMessage(em.preview)}>
          {/* The design system's brand override, exactly as the organization's users get it. */}
          {/* In the light theme, which the brand tokens are derived for, whatever theme the portal is shown in. */}
          <Stack
            space="md"
            // Colours set here, not inherited: inherited colours were resolved in the portal's theme.
            className={clsx(
              lightTheme,
              styles.preview,
              sprinkles({ padding: 'md', borderRadius: 'lg', background: 'base', color: 'primary' }),
            )}
            style={valid ? brandStyle(color) : undefined}
            data-testid="brand-preview"
          >
            <Inline space="sm" wrap={false} className={sprinkles({ fontWeight: 'bold', fontSize: 'lg' })}>
              {logoUrl.trim() && !logoBroken ? (
                <img
                  src={logoUrl.trim()}
                  alt={intl.formatMessage(em.logoAlt, { name: shownName })}
                  className={styles.previewLogo}
                  onError={() => setBrokenLogo(logoUrl.trim())}
                />
              ) : null}
              <span>{shownName}</span>
            </Inline>
            <Text size="sm" tone="secondary">
              {intl.formatMessage(em.previewText)}
            </Text>
            <Inline space="sm">
              <Button tabIndex={-1}>{intl.formatMessage(em.previewButton)}</Button>
              <Button tabIndex={-1} variant="outline">
                {intl.formatMessage(em.previewButton)}
              </Button>
              <Badge tone="accent">{intl.formatMessage(em.previewBadge)}</Badge>
            </Inline>
          </Stack>
        </Preview>
      </Column>
    </Columns>
  );
}

function Preview({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" space="sm" aria-labelledby={id}>
      <Text as="h3" id={id} size="lg" weight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
