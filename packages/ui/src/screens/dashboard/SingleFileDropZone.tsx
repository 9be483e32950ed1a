import { type TypedMessageDescriptor, useIntl } from 'react-intl';
import { Alert } from '../../components/Alert/Alert.tsx';
import { FileDropZone, type FileDropZoneProps } from '../../components/FileDropZone/FileDropZone.tsx';

type FileMessage = TypedMessageDescriptor<{ name: string }>;

/** Props of `SingleFileDropZone`. */
interface SingleFileDropZoneProps
  extends Omit<FileDropZoneProps, 'multiple' | 'files' | 'onFilesAccepted' | 'onFilesRejected'> {
  /** The file chosen so far. */
  file: File | null;
  /** Why the last file was refused, shown under the zone. */
  error?: string | null | undefined;
  /** Told when the zone refuses a file for its size. */
  tooLarge: FileMessage;
  /** Told when the zone refuses a file for its type. */
  wrongType: FileMessage;
  /** What is wrong with a file the zone took (the checks it cannot make), or null. */
  check(file: File): string | null;
  /** The reason the last file was refused, or null when it was taken. */
  onError(message: string | null): void;
  /** A file that passed every check. */
  onFile(file: File): void;
}

/**
 * A drop zone for one file: a refused file is told through `onError` (and `error` is shown under the zone), a file that
 * passes every check goes to `onFile`.
 */
export function SingleFileDropZone({
  file,
  error,
  tooLarge,
  wrongType,
  check,
  onError,
  onFile,
  ...props
}: SingleFileDropZoneProps) {
  const intl = useIntl();
  return (
    <>
      <FileDropZone
        {...props}
        files={file ? [file] : []}
        onFilesRejected={([rejection]) => {
          if (!rejection) return;
          const message = rejection.reason === 'size' ? tooLarge : wrongType;
          onError(intl.formatMessage(message, { name: rejection.file.name }));
        }}
        onFilesAccepted={([chosen]) => {
          if (!chosen) return;
          const rejection = check(chosen);
          onError(rejection);
          if (!rejection) onFile(chosen);
        }}
      />
      {error ? (
        <Alert tone="critical" variant="inline">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
