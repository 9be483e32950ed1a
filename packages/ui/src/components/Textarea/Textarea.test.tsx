import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Textarea } from './Textarea.tsx';

const height = (element: HTMLElement) => element.getBoundingClientRect().height;

function Controlled({ initial, maxHeight }: { initial: string; maxHeight?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Textarea
        aria-label="Message"
        value={value}
        maxHeight={maxHeight}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

describe('Textarea', () => {
  it.each(['en', 'ar'])('grows with its content up to 120 px, then scrolls (uncontrolled, %s)', async (locale) => {
    render(
      <TestProvider locale={locale}>
        <Textarea aria-label="Message" />
      </TestProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    const oneLine = height(textarea);
    expect(textarea).toHaveAttribute('rows', '1');

    await userEvent.type(textarea, 'one{Enter}two');
    expect(height(textarea)).toBeGreaterThan(oneLine);
    expect(textarea).toHaveAttribute('data-overflowing', 'false');
    expect(getComputedStyle(textarea).overflowY).toBe('hidden');

    await userEvent.type(textarea, '{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7{Enter}8');
    expect(height(textarea)).toBe(120);
    expect(textarea).toHaveAttribute('data-overflowing', 'true');
    expect(getComputedStyle(textarea).overflowY).toBe('auto');
    expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  });

  it('honours a custom maxHeight', async () => {
    render(
      <TestProvider>
        <Textarea aria-label="Message" maxHeight={64} defaultValue={'1\n2\n3\n4\n5\n6'} />
      </TestProvider>,
    );
    expect(height(screen.getByRole('textbox', { name: 'Message' }))).toBe(64);
  });

  it('follows a controlled value: grows when set, shrinks back when cleared', async () => {
    render(
      <TestProvider>
        <Controlled initial={'1\n2\n3'} />
      </TestProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    const threeLines = height(textarea);
    await userEvent.type(textarea, '{Enter}4');
    expect(height(textarea)).toBeGreaterThan(threeLines);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textarea).toHaveValue('');
    expect(height(textarea)).toBeLessThan(threeLines);
  });

  it('does not grow past maxHeight when a long value arrives at once', () => {
    render(
      <TestProvider>
        <Controlled initial={Array.from({ length: 30 }, (_, line) => `line ${line}`).join('\n')} />
      </TestProvider>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(height(textarea)).toBe(120);
    expect(textarea).toHaveAttribute('data-overflowing', 'true');
  });
});
