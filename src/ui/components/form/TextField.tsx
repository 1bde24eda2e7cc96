import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import { INPUT_CLASS, inputBorder } from '@/ui/components/controlStyles';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The field's validation message; marks the input invalid and describes it. */
  readonly error?: string | undefined;
  /** Help text shown under the input, always read with it. */
  readonly hint?: ReactNode;
  /** Ids of further elements that describe the input (a checklist, say). */
  readonly describedBy?: string | undefined;
  /** Something drawn inside the input's right edge (the password toggle). */
  readonly trailing?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/**
 * A labelled input. Its hint and error are tied to it through
 * aria-describedby, so a screen reader reads them when the field is focused.
 */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  describedBy,
  trailing,
  className = '',
  ref,
  ...inputProps
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? fieldErrorId(id) : undefined;
  const describedByIds = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          {...inputProps}
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className={`${INPUT_CLASS} ${inputBorder(Boolean(error))} ${trailing ? 'pr-14' : ''} ${className}`}
        />
        {trailing}
      </div>
      {error && (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden="true" width={16} height={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
