import type { ReactNode } from 'react';
import { PRIMARY_BUTTON_CLASS } from '@/ui/components/controlStyles';
import { BusyIcon } from './BusyIcon';

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
      <BusyIcon busy={busy} icon={icon} />
      {children}
    </button>
  );
}
