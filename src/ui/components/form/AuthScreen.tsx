import type { FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { publicAsset } from '@/ui/lib/paths';
import { GoogleButton } from './GoogleButton';
import { OrDivider } from './OrDivider';
import { SubmitButton } from './SubmitButton';

/**
 * The requests of the login and sign-up screens: the form's email and password, the Google
 * popup, and a password reset. Every button waits while one is in flight.
 */
export type AuthRequest = 'email' | 'google' | 'reset';

/** What a login or sign-up screen says: the words differ, the frame is the same. */
export interface AuthScreenCopy {
  readonly title: string;
  readonly subtitle: string;
  /** The form's accessible name. */
  readonly formLabel: string;
  readonly submitLabel: string;
  readonly SubmitIcon: LucideIcon;
  readonly googleLabel: string;
  /** The line at the card's foot that leads to the other screen: 'Don't have an account? Sign up'. */
  readonly otherForm: { readonly question: string; readonly link: string; readonly to: string };
}

/**
 * The centred white card the login and sign-up screens sit in: the form (`children`, its alert
 * and fields) with its main action under it, then 'or' and the Google button, and the way to the
 * other screen at the foot.
 */
export function AuthScreen({
  copy,
  pending,
  onSubmit,
  onGoogle,
  children,
}: {
  copy: AuthScreenCopy;
  pending: AuthRequest | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onGoogle: () => unknown;
  children: ReactNode;
}) {
  const { title, subtitle, formLabel, submitLabel, SubmitIcon, googleLabel, otherForm } = copy;
  const busy = pending !== null;
  return (
    <section className="bg-stone-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl bg-white px-6 py-8 shadow-sm ring-1 ring-stone-200 sm:px-10 sm:py-10">
          <div className="text-center">
            <img
              src={publicAsset('images/logo.svg')}
              alt=""
              width={48}
              height={48}
              className="mx-auto h-12 w-12"
            />
            <h1 tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-stone-900">
              {title}
            </h1>
            <p className="mt-2 text-stone-600">{subtitle}</p>
          </div>
          <div className="mt-8">
            <form
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              aria-label={formLabel}
              className="space-y-5"
            >
              {children}
              <SubmitButton
                busy={pending === 'email'}
                disabled={busy}
                icon={<SubmitIcon aria-hidden="true" width={20} height={20} />}
              >
                {submitLabel}
              </SubmitButton>
            </form>
            <div className="mt-6 space-y-6">
              <OrDivider />
              <GoogleButton
                label={googleLabel}
                busy={pending === 'google'}
                disabled={busy}
                onClick={() => void onGoogle()}
              />
            </div>
          </div>
          <div className="mt-8 border-t border-stone-200 pt-6 text-center text-stone-700">
            <p>
              {otherForm.question}{' '}
              <Link to={otherForm.to} className={TEXT_ACTION_CLASS}>
                {otherForm.link}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
