import { useDirection as useRadixDirection } from '@radix-ui/react-direction';

export type Direction = 'ltr' | 'rtl';

/**
 * Resolves the text direction: the explicit argument, else the nearest `QafilaProvider`, else `ltr`.
 * Use it wherever behaviour depends on direction, e.g. which arrow key means "next".
 */
export function useDirection(direction?: Direction): Direction {
  return useRadixDirection(direction);
}
