import { INSIGHTS_PRESETS } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Field } from '../../components/Field/Field.tsx';
import { Input } from '../../components/Input/Input.tsx';
import { Select } from '../../components/Select/Select.tsx';
import {
  insightsArgMessages as a,
  insightsMessages as m,
} from './BusinessIntelligence/BusinessIntelligence.messages.ts';
import { lastDays, presetOf } from './insightsFormat.ts';

export interface Period {
  from: string;
  to: string;
}

/** The period fields of both screens: a preset (the last 30, 90, 180 or 365 days, or custom) and the two dates. */
export function PeriodFields({
  period,
  today,
  onChange,
}: {
  period: Period;
  /** Today in Asia/Dubai ('YYYY-MM-DD'): where the presets end. */
  today: string;
  onChange(period: Period): void;
}) {
  const intl = useIntl();
  return (
    <>
      <Field label={intl.formatMessage(m.period)}>
        <Select
          value={presetOf(period, today)}
          onValueChange={(v) => v !== 'custom' && onChange(lastDays(today, Number(v)))}
          options={[
            ...INSIGHTS_PRESETS.map((days) => ({
              value: String(days),
              label: intl.formatMessage(a.lastDays, { days }),
            })),
            { value: 'custom', label: intl.formatMessage(m.custom) },
          ]}
        />
      </Field>
      <Field label={intl.formatMessage(m.from)}>
        <Input
          type="date"
          value={period.from}
          max={period.to}
          onChange={(e) => e.target.value && onChange({ ...period, from: e.target.value })}
        />
      </Field>
      <Field label={intl.formatMessage(m.to)}>
        <Input
          type="date"
          value={period.to}
          min={period.from}
          onChange={(e) => e.target.value && onChange({ ...period, to: e.target.value })}
        />
      </Field>
    </>
  );
}
