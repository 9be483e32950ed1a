import type { Decorator } from '@storybook/react-vite';
import { Box, type BoxProps } from '../components/Box/Box.tsx';

/** A story decorator that puts the story in a `Box`: a width cap as on a page, room for a popup, a flex row. */
export function inBox(props: BoxProps): Decorator {
  return (Story) => (
    <Box {...props}>
      <Story />
    </Box>
  );
}
