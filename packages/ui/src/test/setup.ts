// Vitest runs without globals, so Testing Library cannot register its own cleanup.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Brings the DOM matchers (toHaveAttribute, toBeDisabled, …) into `expect`'s types.
import 'vitest/browser';

afterEach(() => {
  cleanup();
});
