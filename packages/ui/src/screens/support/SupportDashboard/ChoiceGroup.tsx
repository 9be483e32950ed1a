import { useId } from 'react';
import { Box } from '../../../components/Box/Box.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import * as styles from './SupportDashboard.css.ts';

/** Props of `ChoiceGroup`. */
export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  error?: string | undefined;
  required?: boolean;
}

/** A group of radio buttons under a legend, with an error message tied to the group. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  required = false,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const errorId = `${id}error`;
  return (
    <Stack
      as="fieldset"
      space="xs"
      data-field={name}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <Box as="legend" marginBlockEnd="xs" fontSize="sm" fontWeight="semibold">
        {legend}
      </Box>
      <Tiles minItemWidth="xs" space="xs">
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={`${name}${id}`}
              value={option.value}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </Tiles>
      {error ? (
        <Text id={errorId} size="sm" weight="semibold" tone="critical">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
