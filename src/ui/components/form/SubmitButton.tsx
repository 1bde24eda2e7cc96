import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { PRIMARY_BUTTON_CLASS } from '@/ui/components/controlStyles';

/** The form's main action: disabled, with a spinner, while its request is in flight. */
export function SubmitButton({
  busy,
  disabled,
  icon,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={disabled} className={PRIMARY_BUTTON_CLASS}>
      {busy ? (
        <LoaderCircle
          aria-hidden="true"
          width={20}
          height={20}
          className="animate-spin motion-reduce:animate-none"
        />
      ) : (
        icon
      )}
      {children}
    </button>
  );
}
