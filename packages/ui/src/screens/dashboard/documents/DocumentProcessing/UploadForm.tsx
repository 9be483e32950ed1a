import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@qafila/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card } from '../../../../components/Card/Card.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import { SearchField } from '../../../../components/SearchField/SearchField.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { UploadIcon } from '../../../../private/icons.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import { SingleFileDropZone } from '../../SingleFileDropZone.tsx';
import * as styles from './DocumentProcessing.css.ts';
import { argMessages, messages, typeMessages } from './DocumentProcessing.messages.ts';
import type { DocumentProcessingProps } from './types.ts';

type UploadField = 'shipment' | 'type' | 'file';

const extensions: Record<string, (typeof DOCUMENT_CONTENT_TYPES)[number]> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The file's content type: the browser's, or from its extension when the browser gives none. */
export function documentContentType(file: Pick<File, 'name' | 'type'>): string | null {
  if ((DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) return file.type;
  if (file.type) return null;
  return extensions[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** Shipment (searched by tracking number), document type and file; checked here before the server checks again. */
export function UploadForm(
  props: Pick<DocumentProcessingProps, 'shipmentQuery' | 'onShipmentQueryChange' | 'shipmentOptions' | 'onUpload'>,
) {
  const { shipmentQuery, onShipmentQueryChange, shipmentOptions, onUpload } = props;
  const intl = useIntl();
  const { toast } = useToast();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [shipmentId, setShipmentId] = useState('');
  const [documentType, setDocumentType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<UploadField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const rejectionOf = (candidate: File) => {
    if (!documentContentType(candidate)) return intl.formatMessage(argMessages.wrongType, { name: candidate.name });
    if (candidate.size > DOCUMENT_MAX_BYTES) return intl.formatMessage(argMessages.tooLarge, { name: candidate.name });
    if (candidate.size === 0) return intl.formatMessage(argMessages.emptyFile, { name: candidate.name });
    return null;
  };

  // The chosen shipment stays selectable while the search text changes.
  const options = shipmentOptions ?? [];
  const uploading = progress !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    setServerError(null);
    const found: Partial<Record<UploadField, string>> = {};
    if (!shipmentId) found.shipment = intl.formatMessage(messages.chooseShipment);
    if (!documentType) found.type = intl.formatMessage(messages.chooseType);
    if (!file) found.file = intl.formatMessage(messages.chooseFile);
    setErrors(found);
    const first = (['shipment', 'type', 'file'] as const).find((field) => found[field]);
    if (first || !file) {
      // The file's keyboard path is the drop zone's "Choose file" button.
      const selector = first === 'file' ? '[data-field="file"] button' : `[data-field="${first}"]`;
      formRef.current?.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    setProgress(0);
    let outcome: Awaited<ReturnType<typeof onUpload>>;
    try {
      outcome = await onUpload(
        { file, contentType: documentContentType(file) ?? file.type, shipmentId: Number(shipmentId), documentType },
        (fraction) => setProgress(fraction),
      );
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    setProgress(null);
    if (outcome.ok) {
      toast({
        title: intl.formatMessage(messages.uploaded),
        description: intl.formatMessage(argMessages.uploadedDescription, {
          name: outcome.document.name,
          trackingNumber: outcome.document.trackingNumber,
        }),
      });
      setFile(null);
      setDocumentType('');
    } else {
      setServerError(outcome.error ?? null);
    }
  };

  const shipmentHint = !shipmentOptions
    ? intl.formatMessage(messages.shipmentsLoading)
    : options.length === 0
      ? intl.formatMessage(messages.noShipments)
      : undefined;

  return (
    <Card as="section" className={styles.uploadCard} aria-labelledby={headingId}>
      <Heading level={3} as="h2" id={headingId}>
        {intl.formatMessage(messages.uploadHeading)}
      </Heading>
      <Stack as="form" space="md" ref={formRef} noValidate onSubmit={submit}>
        {serverError ? (
          <Alert tone="critical" title={intl.formatMessage(messages.uploadFailed)}>
            <ServerText>{serverError}</ServerText>
          </Alert>
        ) : null}
        <Tiles minItemWidth="md" fit space="md" alignY="start">
          <SearchField
            label={intl.formatMessage(messages.shipmentSearch)}
            autoComplete="off"
            placeholder={intl.formatMessage(messages.shipmentSearchPlaceholder)}
            value={shipmentQuery}
            onValueChange={onShipmentQueryChange}
          />
          <Field label={intl.formatMessage(messages.shipment)} hint={shipmentHint} error={errors.shipment} required>
            <Select
              name="shipment"
              data-field="shipment"
              value={shipmentId}
              onValueChange={(value) => {
                setShipmentId(value);
                setErrors((current) => ({ ...current, shipment: undefined }));
              }}
              placeholder={intl.formatMessage(messages.shipmentPlaceholder)}
              options={options.map((shipment) => ({
                value: String(shipment.id),
                label: `${shipment.trackingNumber} — ${shipment.customerName}`,
              }))}
            />
          </Field>
          <Field label={intl.formatMessage(messages.documentType)} error={errors.type} required>
            <Select
              name="documentType"
              data-field="type"
              value={documentType}
              onValueChange={(value) => {
                setDocumentType(value);
                setErrors((current) => ({ ...current, type: undefined }));
              }}
              placeholder={intl.formatMessage(messages.documentTypePlaceholder)}
              options={DOCUMENT_TYPES.map((type) => ({ value: type, label: intl.formatMessage(typeMessages[type]) }))}
            />
          </Field>
        </Tiles>
        <Stack space="sm" data-field="file">
          <SingleFileDropZone
            label={intl.formatMessage(messages.file)}
            hint={intl.formatMessage(messages.fileHint)}
            accept={['.pdf', '.png', '.jpg', '.jpeg', 'application/pdf', 'image/png', 'image/jpeg']}
            maxSize={DOCUMENT_MAX_BYTES}
            disabled={uploading}
            file={file}
            error={errors.file}
            tooLarge={argMessages.tooLarge}
            wrongType={argMessages.wrongType}
            // The zone checks the extension or type and the size; the content type and emptiness are checked here.
            check={rejectionOf}
            onError={(rejection) => setErrors((current) => ({ ...current, file: rejection ?? undefined }))}
            onFile={setFile}
          />
        </Stack>
        {uploading ? (
          <Progress label={intl.formatMessage(messages.progress)} value={Math.round(progress * 100)} showValue />
        ) : null}
        <Inline space="sm" align="end">
          <Button
            type="submit"
            leadingIcon={<UploadIcon />}
            loading={uploading}
            loadingLabel={intl.formatMessage(messages.uploading)}
          >
            {intl.formatMessage(messages.upload)}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
