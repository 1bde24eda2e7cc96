import { SECONDARY_BUTTON_CLASS } from '@/ui/components/controlStyles';
import { BusyIcon } from './BusyIcon';
import { GoogleMark } from './GoogleMark';

/** 'Sign in with Google' / 'Sign up with Google': the provider's popup. */
export function GoogleButton({
  label,
  busy,
  disabled,
  onClick,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={SECONDARY_BUTTON_CLASS}>
      <BusyIcon busy={busy} icon={<GoogleMark />} />
      {label}
    </button>
  );
}
