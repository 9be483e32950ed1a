import { ORG_FEATURE_FLAGS, type OrganizationDto, type OrgFeatureFlag } from '@qafila/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../../../../actions/useAction.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { Switch } from '../../../../components/Switch/Switch.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { useFailureToast } from '../shared.tsx';
import * as styles from './EnterpriseTab.css.ts';
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
    <section className={styles.form} aria-labelledby={headingId}>
      <div className={styles.cardStack}>
        <h3 id={headingId} className={styles.figureLabel}>
          {intl.formatMessage(em.flagsHeading, { name: organization.name })}
        </h3>
        <p className={styles.muted}>{intl.formatMessage(em.flagsHint)}</p>
      </div>
      <div className={styles.flagGrid}>
        {ORG_FEATURE_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={intl.formatMessage(em[`flag_${flag}`])}
            checked={Boolean(flags[flag])}
            onCheckedChange={(checked) => setFlags((f) => ({ ...f, [flag]: checked }))}
          />
        ))}
      </div>
      <div className={styles.buttonRow}>
        <Button
          onClick={save}
          disabled={changed.length === 0}
          loading={update.busy}
          loadingLabel={intl.formatMessage(messages.saving)}
        >
          {intl.formatMessage(em.saveFlags)}
        </Button>
      </div>
    </section>
  );
}
