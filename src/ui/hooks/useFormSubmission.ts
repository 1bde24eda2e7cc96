import { useCallback, useEffect, useState } from 'react';
import { STORES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import type { FormResult } from '@/modules/auth/domain/formRules';
import { toast } from '@/ui/lib/toast';
import { useFormErrors, type FormErrors } from './useFormErrors';

/**
 * One request a form makes: validate → pending → call → toast → what follows. A failure is said
 * once, in the form's alert beside the fields the shopper is looking at, and not again in a toast.
 */
export interface Submission<D, T> {
  /** Checks the input and shows its errors: the data to send, or null when it is not valid. */
  readonly validate?: () => D | null;
  readonly call: (data: D) => Promise<T>;
  /** The success toast. */
  readonly success: string;
  /** After the success toast: navigate, leave the edit mode. */
  readonly then?: (result: T) => void;
  /** What the shopper reads in the form's alert when the call fails. */
  readonly failure: (error: unknown) => string;
  /**
   * For a request the shopper may repeat (Forgot Password): its success toast's id, so that the
   * answer to the next one replaces this one's rather than stacking under it.
   */
  readonly toastId?: string;
  /** Success leaves the page: every button stays busy until it has gone. */
  readonly leavesPage?: boolean;
}

/** What ties one input to its form: spread onto a TextField. */
export interface BoundField {
  readonly name: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | undefined;
  readonly ref: (element: HTMLElement | null) => void;
}

export interface FormSubmission<F extends string, K extends string> extends FormErrors<F> {
  readonly values: Record<F, string>;
  readonly setValues: (values: Record<F, string>) => void;
  /** Back to `values` with no error and no alert (a Cancel). */
  readonly reset: (values: Record<F, string>) => void;
  /** The change handler of a field: its value, and its error and the form's alert go (spec section 5). */
  readonly edit: (field: F) => (value: string) => void;
  /** A field's name, value, change handler, error and focus ref, for its input. */
  readonly field: (field: F) => BoundField;
  /** The form's alert: why the last request failed. */
  readonly failure: string | null;
  /** Which request is in flight; null when none is. */
  readonly pending: K | null;
  /**
   * Shows a validation's errors (focusing the first invalid field) or clears
   * them: the data to send, or null when the form is not valid.
   */
  readonly check: <D>(result: FormResult<D, F>) => D | null;
  readonly submit: <D, T>(kind: K, submission: Submission<D, T>) => Promise<void>;
}

/**
 * A form's values, field errors, alert and requests: the one place the login,
 * sign-up and profile forms run validate → pending → call → toast → navigate.
 */
export function useFormSubmission<F extends string, K extends string>(
  fieldOrder: readonly F[],
  initialValues: Record<F, string> | (() => Record<F, string>),
): FormSubmission<F, K> {
  const formErrors = useFormErrors(fieldOrder);
  const { showErrors, clearError, clearAll } = formErrors;
  const [values, setValues] = useState(initialValues);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<K | null>(null);
  // Typed since the form was opened, reset or saved: a reload would lose it.
  const [edited, setEdited] = useState(false);
  const unsavedInput = useInjection(STORES.UnsavedInput);
  useEffect(() => (edited ? unsavedInput.hold() : undefined), [edited, unsavedInput]);

  const edit = useCallback(
    (field: F) => (value: string) => {
      setEdited(true);
      setValues((previous) => ({ ...previous, [field]: value }));
      clearError(field);
      setFailure(null);
    },
    [clearError],
  );

  const reset = useCallback(
    (next: Record<F, string>) => {
      setValues(next);
      setEdited(false);
      clearAll();
      setFailure(null);
    },
    [clearAll],
  );

  const check = <D>(result: FormResult<D, F>): D | null => {
    if (!result.success) {
      showErrors(result.errors);
      return null;
    }
    showErrors({});
    return result.data;
  };

  const submit = async <D, T>(kind: K, submission: Submission<D, T>): Promise<void> => {
    setFailure(null);
    const data = submission.validate ? submission.validate() : (undefined as D);
    if (data === null) return;
    setPending(kind);
    // Held until the request ends, even if the form is left meanwhile: a reload would cut it
    // (a sign-up between creating the account and naming it).
    const release = unsavedInput.hold();
    try {
      const result = await submission.call(data);
      setEdited(false);
      toast.success(submission.success, { id: submission.toastId });
      submission.then?.(result);
      if (!submission.leavesPage) setPending(null);
    } catch (error) {
      setFailure(submission.failure(error));
      setPending(null);
    } finally {
      release();
    }
  };

  const field = (name: F): BoundField => ({
    name,
    value: values[name],
    onValueChange: edit(name),
    error: formErrors.errors[name],
    ref: formErrors.fieldRef(name),
  });

  return {
    ...formErrors,
    values,
    setValues,
    reset,
    edit,
    field,
    failure,
    pending,
    check,
    submit,
  };
}
