import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@/modules/auth/domain/formRules';

export interface FormErrors<F extends string> {
  readonly errors: FieldErrors<F>;
  /** Replaces every field error and focuses the first invalid field, in form order. */
  readonly showErrors: (errors: FieldErrors<F>) => void;
  /** Sets one field's error, keeping the others, and focuses that field. */
  readonly showFieldError: (field: F, message: string) => void;
  /** Spec section 5: a field's error clears when that field is edited. */
  readonly clearError: (field: F) => void;
  readonly clearAll: () => void;
  /** The ref callback that lets the hook focus a field's input. */
  readonly fieldRef: (field: F) => (element: HTMLElement | null) => void;
}

/**
 * A form's field errors. Focus moves once React has rendered the message, so
 * the invalid field is announced together with its description.
 */
export function useFormErrors<F extends string>(fieldOrder: readonly F[]): FormErrors<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState<{ readonly field: F } | null>(null);
  const elements = useRef(new Map<F, HTMLElement>());

  useEffect(() => {
    if (focusRequest) elements.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  const showErrors = useCallback(
    (next: FieldErrors<F>) => {
      setErrors(next);
      const first = fieldOrder.find((field) => next[field]);
      if (first) setFocusRequest({ field: first });
    },
    [fieldOrder],
  );

  const showFieldError = useCallback((field: F, message: string) => {
    setErrors((previous) => ({ ...previous, [field]: message }));
    setFocusRequest({ field });
  }, []);

  const clearError = useCallback((field: F) => {
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  const clearAll = useCallback(() => setErrors({}), []);

  const fieldRef = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    [],
  );

  return { errors, showErrors, showFieldError, clearError, clearAll, fieldRef };
}
