import clsx from 'clsx';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as control from '../../private/control.css.ts';
import { Description } from '../../private/description.tsx';
import { FileIcon, UploadIcon } from '../../private/icons.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import { type FileRejectionReason, rejectionReason } from './acceptsFile.ts';
import * as styles from './FileDropZone.css.ts';
import { messages, valueMessages } from './FileDropZone.messages.ts';

/** A refused file and why. */
export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

/** Props of `FileDropZone`. */
export interface FileDropZoneProps {
  /** Label of the zone and of its file input, e.g. "Commercial invoice". */
  label: ReactNode;
  /** Help text, e.g. the accepted types and size; describes the button. */
  hint?: ReactNode;
  /** Accepted extensions (`.pdf`) and MIME types (`image/*`); empty accepts all. Also sets the picker's filter. */
  accept?: readonly string[];
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Accept several files at once. */
  multiple?: boolean;
  /** Called with the files that pass `accept` and `maxSize`. No upload happens here. */
  onFilesAccepted?: (files: File[]) => void;
  /** Called with the refused files and a reason code, so the screen can explain. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** The chosen file(s) to show; defaults to the last accepted. */
  files?: readonly File[];
  disabled?: boolean;
  className?: string;
}

/**
 * A drop area with a keyboard-reachable "Choose file" button. Files dropped or picked are checked against `accept`
 * and `maxSize`: accepted ones go to `onFilesAccepted`, refused ones to `onFilesRejected` with `type` or `size`.
 * The chosen file's name and size are shown and announced. `data-dragging` marks a drag over the zone.
 */
export function FileDropZone({
  label,
  hint,
  accept = [],
  maxSize,
  multiple = false,
  onFilesAccepted,
  onFilesRejected,
  files: filesProp,
  disabled = false,
  className,
}: FileDropZoneProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [accepted, setAccepted] = useState<File[]>([]);
  const shown = filesProp ?? accepted;

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const chosen = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    const good: File[] = [];
    const rejected: FileRejection[] = [];
    for (const file of chosen) {
      const reason = rejectionReason(file, accept, maxSize);
      if (reason) rejected.push({ file, reason });
      else good.push(file);
    }
    if (good.length > 0) {
      setAccepted(good);
      onFilesAccepted?.(good);
    }
    if (rejected.length > 0) onFilesRejected?.(rejected);
  };

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    if (!disabled) setDragging(over);
  };

  const size = (bytes: number) => {
    const [value, unit] =
      bytes >= 1_000_000
        ? [bytes / 1_000_000, 'megabyte']
        : bytes >= 1000
          ? [bytes / 1000, 'kilobyte']
          : [bytes, 'byte'];
    return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  };

  return (
    <div className={clsx(styles.root, className)}>
      <label htmlFor={`${id}input`} className={control.fieldLabel}>
        {label}
      </label>
      <Description id={`${id}hint`}>{hint}</Description>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target is for pointers; the button is the keyboard path. */}
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          onDrag(event, false);
          take(event.dataTransfer.files);
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          <UploadIcon />
        </span>
        <input
          ref={input}
          id={`${id}input`}
          type="file"
          className={visuallyHidden}
          tabIndex={-1}
          accept={accept.length > 0 ? accept.join(',') : undefined}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          variant="outline"
          tone="neutral"
          size="sm"
          disabled={disabled}
          aria-describedby={hint ? `${id}hint` : undefined}
          onClick={() => input.current?.click()}
        >
          {intl.formatMessage(messages.choose)}
        </Button>
        <span className={styles.drag}>{intl.formatMessage(messages.drag)}</span>
      </div>
      <div role="status">
        {shown.map((file) => (
          <p key={`${file.name}${file.size}`} className={styles.selected}>
            <FileIcon aria-hidden="true" />
            <span dir="auto">
              {intl.formatMessage(valueMessages.selected, { name: file.name, size: size(file.size) })}
            </span>
          </p>
        ))}
      </div>
    </div>
  );
}
