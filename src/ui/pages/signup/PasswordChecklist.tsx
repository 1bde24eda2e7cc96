import { Check, X } from 'lucide-react';
import { passwordChecklist } from '@/modules/auth/domain/formRules';

/**
 * Spec section 2: the live checklist under the sign-up password. It describes
 * the password field, so each rule is read with it, met or not met.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="mt-3 rounded-lg bg-stone-50 px-4 py-3">
      <p className="text-sm font-semibold text-stone-700">Your password needs</p>
      <ul className="mt-2 space-y-1.5 text-sm" aria-label="Password requirements">
        {passwordChecklist(password).map(({ label, met }) => (
          <li
            key={label}
            data-met={met}
            className={`flex items-center gap-2 ${met ? 'text-brand-800' : 'text-stone-600'}`}
          >
            <span
              aria-hidden="true"
              className={`grid h-5 w-5 shrink-0 place-items-center rounded-full ${
                met ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-600'
              }`}
            >
              {met ? (
                <Check width={14} height={14} strokeWidth={3} />
              ) : (
                <X width={12} height={12} strokeWidth={3} />
              )}
            </span>
            <span>
              {label}
              <span className="sr-only">{met ? ', met' : ', not met'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
