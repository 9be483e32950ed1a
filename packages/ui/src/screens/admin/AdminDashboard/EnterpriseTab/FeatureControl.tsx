import { ORG_FEATURE_FLAGS, type OrganizationDto, type OrgFeatureFlag } from '@qafila/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../../../../actions/useAction.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { Switch } from '../../../../components/Switch/Switch.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { useFailureToast } from '../shared.tsx';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';

export function FeatureControl({
  organization,
  onSave,
}: {
  organization: OrganizationDto;
  onSave: AdminDashboardProps['onUpdateFeatureFlags'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  const stored = organization.settings.featureFlags;
  const [flags, setFlags] = useState<Record<string, boolean>>(() => ({ ...stored }));
  const changed = ORG_FEATURE_FLAGS.filter((f) => Boolean(flags[f]) !== Boolean(stored[f]));
  const update = useAction(onSave, {
    success: { title: intl.formatMessage(em.flagsSavedTitle), description: intl.formatMessage(em.flagsSaved) },
    failure: failure(em.flagsFailed),
  });
  const save = async () => {
    if (changed.length === 0) return;
    await update.run(
      organization.id,
      Object.fromEntries(changed.map((f) => [f, Boolean(flags[f])])) as Partial<Record<OrgFeatureFlag, boolean>>,
    );
  };
  const headingId = useId();
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Stack space="sm">
        <Text as="h3" id={headingId} size="lg" weight="semibold">
          {intl.formatMessage(em.flagsHeading, { name: organization.name })}
        </Text>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(em.flagsHint)}
        </Text>
      </Stack>
      <Tiles minItemWidth="md" space="sm">
        {ORG_FEATURE_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={intl.formatMessage(em[`flag_${flag}`])}
            checked={Boolean(flags[flag])}
            onCheckedChange={(checked) => setFlags((f) => ({ ...f, [flag]: checked }))}
          />
        ))}
      </Tiles>
      <Inline space="sm">
        <Button
          onClick={save}
          disabled={changed.length === 0}
          loading={update.busy}
          loadingLabel={intl.formatMessage(messages.saving)}
        >
          {intl.formatMessage(em.saveFlags)}
        </Button>
      </Inline>
    </Stack>
  );
}
