import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { Pagination } from './Pagination.tsx';
import { paginationRange } from './paginationRange.ts';

describe('paginationRange', () => {
  it('keeps the first, last and neighbours of the current page', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('controlled: reports the chosen page and shows the page it is given', async () => {
    const onPageChange = vi.fn();
    render(
      <TestProvider>
        <Pagination totalItems={45} pageSize={20} page={2} onPageChange={onPageChange} />
      </TestProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–40 of 45 results');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    { total: 1, text: 'عرض 1–1 من نتيجة واحدة' },
    { total: 2, text: 'عرض 1–2 من نتيجتين' },
    { total: 7, text: 'عرض 1–7 من 7 نتائج' },
    { total: 95, text: 'عرض 1–10 من 95 نتيجة' },
  ])('Arabic plural forms and digits ($total)', ({ total, text }) => {
    render(
      <TestProvider locale="ar" messages={messages.ar}>
        <Pagination totalItems={total} pageSize={10} />
      </TestProvider>,
    );
    // In the locale's own digits, whichever numbering system the browser's Arabic uses.
    const localDigits = text.replace(/\d+/g, (number) => new Intl.NumberFormat('ar').format(Number(number)));
    expect(screen.getByRole('status')).toHaveTextContent(localDigits);
  });
});
