import { type FormEvent, type ReactElement, type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../actions/ActionResult.ts';
import { type ActionToasts, useAction } from '../../actions/useAction.ts';
import { useControllableState } from '../../private/useControllableState.ts';
import { Button } from '../Button/Button.tsx';
import type { ButtonTone } from '../Button/buttonVariants.ts';
import { Dialog, DialogClose, type DialogSize } from '../Dialog/Dialog.tsx';
import * as styles from './FormDialog.css.ts';
import { messages } from './FormDialog.messages.ts';

/** Error texts by field name; a field without one is valid. */
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** The form state that `FormDialog` hands to its fields. */
export interface FormDialogState<V> {
  values: V;
  /** Texts of the last failed validation, each cleared as its field changes. */
  errors: FormErrors<V>;
  /** The server's error text of the last failed submit, cleared when the form is submitted again. */
  failure: string | undefined;
  busy: boolean;
  /** Sets one value and clears its error. */
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** `name`, `value` and `onChange` for a text input, a textarea or a native select. */
  field<K extends keyof V & string>(
    name: K,
  ): { name: K; value: V[K]; onChange(event: { target: { value: string } }): void };
}

/** Props of `FormDialog`. */
export interface FormDialogProps<V extends object, R extends ActionResult> {
  title: ReactNode;
  description?: ReactNode;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Controlled open state; leave out with a `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
  /** Values each time the dialog opens and after a successful submit. */
  initialValues: V | (() => V);
  /** Checks the values before submitting; the first field with an error gets the focus. */
  validate?: (values: V) => FormErrors<V>;
  /** The action; `{ ok: true }` closes the dialog and resets the form, a failure keeps the values. */
  onSubmit: (values: V) => Promise<R>;
  /** Called with the result after a successful submit, once the dialog has closed. */
  onSuccess?: (result: Extract<R, { ok: true }>) => void;
  /** Toasts for the outcome (see `useAction`). */
  toasts?: ActionToasts<R>;
  submitLabel: string;
  /** Label of the button that closes without submitting; defaults to a translated "Cancel". */
  cancelLabel?: string | undefined;
  /** Accessible name of the submit button while busy; defaults to the button's own. */
  busyLabel?: string | undefined;
  submitTone?: ButtonTone;
  /** Lets the browser check `required` and `type="email"` fields before `validate` (off: the form is `noValidate`). */
  browserValidation?: boolean;
  /** Keeps the submit button disabled (e.g. while a required field is empty). */
  canSubmit?: (values: V) => boolean;
  /** The fields; without them the dialog is a confirmation and the submit button runs the action. */
  children?: (form: FormDialogState<V>) => ReactNode;
}

/**
 * A dialog around one form: title, fields, Cancel and Submit in the footer. Submitting validates, runs the action with
 * a busy submit button (focus stays on it), tells the outcome through `useAction`, and on success closes and resets;
 * on failure the values stay. Escape and Cancel close it without submitting. `data-state` of the dialog is `open`.
 */
export function FormDialog<V extends object, R extends ActionResult>({
  title,
  description,
  trigger,
  open: openProp,
  onOpenChange,
  size,
  initialValues,
  validate,
  onSubmit,
  onSuccess,
  toasts,
  submitLabel,
  cancelLabel,
  busyLabel,
  submitTone,
  canSubmit,
  browserValidation = false,
  children,
}: FormDialogProps<V, R>) {
  const intl = useIntl();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useControllableState(openProp, false, onOpenChange);
  const initial = () => (typeof initialValues === 'function' ? (initialValues as () => V)() : initialValues);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [wasOpen, setWasOpen] = useState(open);
  const reset = () => {
    setValues(initial());
    setErrors({});
    setFailure(undefined);
  };
  // Every opening starts a fresh form, whether the trigger or the parent opened it.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
  const action = useAction(onSubmit, toasts);

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const form: FormDialogState<V> = {
    values,
    errors,
    failure,
    busy: action.busy,
    set,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (event) => set(name, event.target.value as V[typeof name]),
    }),
  };
  const ready = canSubmit ? canSubmit(values) : true;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (action.busy || !ready) return;
    setFailure(undefined);
    const found: FormErrors<V> = validate?.(values) ?? {};
    setErrors(found);
    // The first invalid control in reading order; a group of controls (radios) names its field with `data-field`.
    const fieldOf = (element: Element) =>
      (element.closest<HTMLElement>('[data-field]')?.dataset.field ?? element.getAttribute('name')) as keyof V & string;
    const invalid = [...(formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? [])].find(
      (element) => found[fieldOf(element)],
    );
    if (Object.values(found).some(Boolean)) {
      invalid?.focus();
      return;
    }
    const result = await action.run(values);
    if (!result) return;
    if (result.ok) {
      setOpen(false);
      reset();
      onSuccess?.(result as Extract<R, { ok: true }>);
    } else {
      setFailure(result.error?.trim() || undefined);
    }
  };

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {cancelLabel ?? intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button
            {...(children ? { type: 'submit', form: formId } : { onClick: () => void submit() })}
            tone={submitTone}
            disabled={!ready}
            loading={action.busy}
            loadingLabel={busyLabel}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {children ? (
        <form id={formId} ref={formRef} className={styles.form} noValidate={!browserValidation} onSubmit={submit}>
          {children(form)}
        </form>
      ) : null}
    </Dialog>
  );
}
