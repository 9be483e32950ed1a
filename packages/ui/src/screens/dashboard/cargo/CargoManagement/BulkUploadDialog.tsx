import { BULK_CSV_COLUMNS, BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MAX_ROWS, type BulkRowError } from '@qafila/contracts';
import { type ReactElement, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../../components/Dialog/Dialog.tsx';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { DownloadIcon } from '../../../../private/icons.tsx';
import { SingleFileDropZone } from '../../SingleFileDropZone.tsx';
import * as styles from './CargoManagement.css.ts';
import { bulkArgMessages, bulkMessages, messages } from './CargoManagement.messages.ts';
import { ServerText } from './ServerText.tsx';
import type { CargoManagementProps } from './types.ts';

export interface BulkUploadDialogProps {
  trigger: ReactElement;
  onDownloadTemplate: CargoManagementProps['onDownloadTemplate'];
  onBulkUpload: CargoManagementProps['onBulkUpload'];
}

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'imported'; count: number }
  | { phase: 'rejected'; error: string; errors: BulkRowError[] }
  | { phase: 'failed'; error: string };

const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv';

/**
 * Template download, file choice, upload with progress, then either "N shipments imported" or every rejected row with
 * its line and column and the explicit "Nothing was imported"; the file can be fixed, chosen again and re-uploaded.
 */
export function BulkUploadDialog({ trigger, onDownloadTemplate, onBulkUpload }: BulkUploadDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [templateError, setTemplateError] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const rejectionOf = (candidate: File) => {
    if (!isCsv(candidate)) return intl.formatMessage(bulkArgMessages.notCsv, { name: candidate.name });
    if (candidate.size > BULK_UPLOAD_MAX_BYTES)
      return intl.formatMessage(bulkArgMessages.tooLarge, { name: candidate.name });
    return null;
  };

  const upload = async () => {
    if (!file || state.phase === 'uploading') return;
    setState({ phase: 'uploading', progress: 0 });
    try {
      const outcome = await onBulkUpload(file, (fraction) =>
        setState((current) => (current.phase === 'uploading' ? { phase: 'uploading', progress: fraction } : current)),
      );
      if (outcome.ok) {
        setState({ phase: 'imported', count: outcome.imported });
        setFile(null);
      } else if (outcome.errors.length > 0 || outcome.error) {
        setState({ phase: 'rejected', error: outcome.error, errors: outcome.errors });
      }
    } catch (error) {
      setState({ phase: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  };

  const downloadTemplate = async () => {
    setTemplateError(false);
    setTemplateBusy(true);
    try {
      await onDownloadTemplate();
    } catch {
      setTemplateError(true);
    } finally {
      setTemplateBusy(false);
    }
  };

  const uploading = state.phase === 'uploading';
  const uploaded = uploading && state.progress >= 1;
  const hasRowErrors = state.phase === 'rejected' && state.errors.length > 0;

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        if (uploading) return;
        if (next) {
          setFile(null);
          setFileError(null);
          setState({ phase: 'idle' });
          setTemplateError(false);
        }
        setOpen(next);
      }}
      size="lg"
      title={intl.formatMessage(bulkMessages.title)}
      description={intl.formatMessage(bulkMessages.description)}
      footer={
        state.phase === 'imported' ? (
          <DialogClose>
            <Button>{intl.formatMessage(bulkMessages.close)}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose>
              <Button variant="outline" tone="neutral" disabled={uploading}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={formId}
              disabled={!file}
              loading={uploading}
              loadingLabel={intl.formatMessage(bulkMessages.uploading)}
            >
              {intl.formatMessage(
                state.phase === 'rejected' || state.phase === 'failed' ? bulkMessages.uploadAgain : bulkMessages.upload,
              )}
            </Button>
          </>
        )
      }
    >
      <Stack
        as="form"
        space="md"
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        {state.phase === 'imported' ? (
          <Alert
            tone="positive"
            role="status"
            title={intl.formatMessage(bulkArgMessages.imported, { count: state.count })}
          >
            {intl.formatMessage(bulkMessages.importedDescription)}
          </Alert>
        ) : (
          <>
            <Stack space="xs" align="start">
              <Button
                variant="outline"
                tone="neutral"
                size="sm"
                leadingIcon={<DownloadIcon />}
                onClick={downloadTemplate}
                loading={templateBusy}
                loadingLabel={intl.formatMessage(bulkMessages.template)}
              >
                {intl.formatMessage(bulkMessages.template)}
              </Button>
              <Text size="sm" tone="secondary">
                {intl.formatMessage(bulkArgMessages.templateHint, { rows: BULK_UPLOAD_MAX_ROWS })}
              </Text>
              <Text size="sm" tone="secondary">
                <code className={styles.code}>{BULK_CSV_COLUMNS.join(',')}</code>
              </Text>
              {templateError ? (
                <Alert tone="critical" variant="inline">
                  {intl.formatMessage(bulkMessages.templateError)}
                </Alert>
              ) : null}
            </Stack>
            <SingleFileDropZone
              label={intl.formatMessage(bulkMessages.dropLabel)}
              hint={intl.formatMessage(bulkMessages.dropHint)}
              accept={['.csv', 'text/csv']}
              maxSize={BULK_UPLOAD_MAX_BYTES}
              disabled={uploading}
              file={file}
              error={fileError}
              tooLarge={bulkArgMessages.tooLarge}
              wrongType={bulkArgMessages.notCsv}
              check={rejectionOf}
              onError={setFileError}
              onFile={(chosen) => {
                setFile(chosen);
                if (state.phase !== 'rejected') setState({ phase: 'idle' });
              }}
            />
            {uploading ? (
              <div aria-live="polite">
                <Progress
                  label={intl.formatMessage(uploaded ? bulkMessages.validating : bulkMessages.progress)}
                  value={Math.round(state.progress * 100)}
                  showValue
                />
              </div>
            ) : null}
            {state.phase === 'failed' ? (
              <Alert tone="critical">{intl.formatMessage(bulkArgMessages.failed, { error: state.error })}</Alert>
            ) : null}
            {state.phase === 'rejected' ? (
              <Alert tone="critical" title={intl.formatMessage(bulkMessages.rejectedTitle)}>
                {hasRowErrors
                  ? intl.formatMessage(bulkArgMessages.rejectedDescription, {
                      count: new Set(state.errors.map((error) => error.line)).size,
                    })
                  : intl.formatMessage(bulkArgMessages.rejectedFile, { error: state.error })}
              </Alert>
            ) : null}
            {hasRowErrors ? <RowErrors errors={state.errors} /> : null}
          </>
        )}
      </Stack>
    </Dialog>
  );
}

function RowErrors({ errors }: { errors: BulkRowError[] }) {
  const intl = useIntl();
  return (
    <section
      className={styles.errorTableWrap}
      aria-label={intl.formatMessage(bulkMessages.errorsLabel)}
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
    >
      <table className={styles.errorTable}>
        <thead>
          <tr>
            <th scope="col" className={styles.errorHead}>
              {intl.formatMessage(bulkMessages.colLine)}
            </th>
            <th scope="col" className={styles.errorHead}>
              {intl.formatMessage(bulkMessages.colField)}
            </th>
            <th scope="col" className={styles.errorHead}>
              {intl.formatMessage(bulkMessages.colMessage)}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.line}-${error.field}-${error.message}`} data-line={error.line}>
              <td className={styles.errorCell}>{intl.formatNumber(error.line)}</td>
              <td className={styles.errorCell}>
                <span className={styles.code}>{error.field}</span>
              </td>
              <td className={styles.errorCell}>
                <ServerText>{error.message}</ServerText>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
