import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { TestProvider } from './TestProvider.tsx';

const greeting = <FormattedMessage id="test.greeting" defaultMessage="Welcome back" />;

describe('TestProvider', () => {
  it('renders in English, left to right, by default', () => {
    render(<TestProvider>{greeting}</TestProvider>);

    const text = screen.getByText('Welcome back');
    expect(text.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(text.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('renders Arabic messages right to left', () => {
    render(
      <TestProvider locale="ar" messages={{ 'test.greeting': 'مرحبًا بعودتك' }}>
        {greeting}
      </TestProvider>,
    );

    expect(screen.getByText('مرحبًا بعودتك').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('fails the test when an Arabic translation is missing', () => {
    expect(() => render(<TestProvider locale="ar">{greeting}</TestProvider>)).toThrow(/MISSING_TRANSLATION/);
  });
});
