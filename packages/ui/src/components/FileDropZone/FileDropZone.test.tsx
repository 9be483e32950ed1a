import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { acceptsFile } from './acceptsFile.ts';
import { FileDropZone } from './FileDropZone.tsx';

const pdf = new File(['%PDF-1.7 invoice'], 'invoice.pdf', { type: 'application/pdf' });
const big = new File([new Uint8Array(2048)], 'scan.pdf', { type: 'application/pdf' });
const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });

describe('acceptsFile', () => {
  it('matches extensions, MIME types and wildcards', () => {
    expect(acceptsFile(pdf, ['.PDF'])).toBe(true);
    expect(acceptsFile(pdf, ['application/pdf'])).toBe(true);
    expect(acceptsFile({ name: 'a.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(acceptsFile(exe, ['.pdf', 'image/*'])).toBe(false);
    expect(acceptsFile(exe, [])).toBe(true);
  });
});

describe('FileDropZone', () => {
  it('accepts a picked file, shows its name and size, and rejects by type and size', async () => {
    const onFilesAccepted = vi.fn();
    const onFilesRejected = vi.fn();
    render(
      <TestProvider>
        <FileDropZone
          label="Invoice"
          hint="PDF, up to 1 KB"
          accept={['.pdf']}
          maxSize={1000}
          multiple
          onFilesAccepted={onFilesAccepted}
          onFilesRejected={onFilesRejected}
        />
      </TestProvider>,
    );
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription('PDF, up to 1 KB');
    await userEvent.upload(screen.getByLabelText('Invoice'), [pdf]);
    expect(onFilesAccepted).toHaveBeenLastCalledWith([pdf]);
    expect(screen.getByRole('status')).toHaveTextContent(`Selected: invoice.pdf (${pdf.size} byte)`);

    // A drop bypasses the picker's filter: let the upload through as a drop would.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Invoice'), [big, exe]);
    const rejections = onFilesRejected.mock.lastCall?.[0] as { file: File; reason: string }[];
    expect(rejections.map(({ file, reason }) => [file.name, reason])).toEqual([
      ['scan.pdf', 'size'],
      ['tool.exe', 'type'],
    ]);
    expect(onFilesAccepted).toHaveBeenCalledTimes(1);
  });

  it('translates its texts (ar)', () => {
    render(
      <TestProvider locale="ar" messages={messages.ar}>
        <FileDropZone label="الفاتورة" files={[pdf]} />
      </TestProvider>,
    );
    expect(screen.getByRole('button', { name: 'اختيار ملف' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('invoice.pdf');
  });
});
