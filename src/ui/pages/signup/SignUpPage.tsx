import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AUTH_TOASTS,
  EMAIL_ALREADY_IN_USE,
  EMAIL_IN_USE_WAYS_ON,
  googleSignUpErrorMessage,
  passwordResetErrorMessage,
  signUpErrorMessage,
} from '@/modules/auth/domain/authMessages';
import { SignUpFormSchema, validateForm } from '@/modules/auth/domain/formRules';
import { USE_CASES } from '@/di/tokens';
import { PATHS } from '@/ui/lib/paths';
import { carryEmail } from '@/ui/auth/carriedEmail';
import { AuthCard } from '@/ui/components/form/AuthCard';
import { FormAlert } from '@/ui/components/form/FormAlert';
import { GoogleButton } from '@/ui/components/form/GoogleButton';
import { OrDivider } from '@/ui/components/form/OrDivider';
import { PasswordField } from '@/ui/components/form/PasswordField';
import { SubmitButton } from '@/ui/components/form/SubmitButton';
import { TextField } from '@/ui/components/form/TextField';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { useInjection } from '@/ui/di/useInjection';
import { useFormSubmission } from '@/ui/hooks/useFormSubmission';
import { useGoogleSignIn } from '@/ui/hooks/useGoogleSignIn';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PasswordChecklist } from './PasswordChecklist';

type Field = 'name' | 'email' | 'photoURL' | 'password';
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'photoURL', 'password'];
const CHECKLIST_ID = 'signup-password-checklist';

/** The requests this page makes; every button waits while one is in flight. */
type SignUpRequest = 'create' | 'google' | 'reset';

/**
 * Spec sections 2 and 4: Full Name, Email Address, an optional Photo URL and a
 * password with a live checklist. Creating the account sets the name and photo
 * and goes to /.
 */
export function SignUpPage() {
  usePageTitle('Sign Up');
  const signUp = useInjection(USE_CASES.SignUp);
  const sendPasswordReset = useInjection(USE_CASES.SendPasswordReset);
  const navigate = useNavigate();
  const form = useFormSubmission<Field, SignUpRequest>(FIELD_ORDER, {
    name: '',
    email: '',
    photoURL: '',
    password: '',
  });
  const { values, errors, edit, fieldRef, failure, pending, submit, check } = form;

  const goHome = () => navigate(PATHS.home);
  const signUpWithGoogle = useGoogleSignIn(submit, {
    success: AUTH_TOASTS.signedUpWithGoogle,
    failure: googleSignUpErrorMessage,
    then: goHome,
  });

  const createAccount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit('create', {
      validate: () => check(validateForm(SignUpFormSchema, values)),
      call: (request) => signUp.execute(request),
      success: AUTH_TOASTS.accountCreated,
      then: goHome,
      failure: signUpErrorMessage,
      leavesPage: true,
    });
  };

  // The address an account already has: the reset goes to it, as Forgot Password? would send it.
  const sendReset = (email: string) =>
    submit('reset', {
      call: () => sendPasswordReset.execute(email),
      success: AUTH_TOASTS.resetEmailSent,
      failure: passwordResetErrorMessage,
    });

  const busy = pending !== null;
  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Join Leafy to keep a cart, a wishlist and care tips for every plant."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={PATHS.login} className={TEXT_ACTION_CLASS}>
            Log in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={createAccount} aria-label="Create account" className="space-y-5">
        <FormAlert message={failure}>
          {failure === EMAIL_ALREADY_IN_USE && (
            <EmailInUseWaysOn email={values.email} busy={busy} onReset={sendReset} />
          )}
        </FormAlert>
        <TextField
          ref={fieldRef('name')}
          id="signup-name"
          name="name"
          label="Full Name"
          autoComplete="name"
          value={values.name}
          onValueChange={edit('name')}
          error={errors.name}
        />
        <TextField
          ref={fieldRef('email')}
          id="signup-email"
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          value={values.email}
          onValueChange={edit('email')}
          error={errors.email}
        />
        <TextField
          ref={fieldRef('photoURL')}
          id="signup-photo"
          name="photoURL"
          label="Photo URL"
          type="url"
          autoComplete="photo"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          placeholder="https://"
          hint="Optional. Leave empty to use our default avatar."
          value={values.photoURL}
          onValueChange={edit('photoURL')}
          error={errors.photoURL}
        />
        <div>
          <PasswordField
            ref={fieldRef('password')}
            id="signup-password"
            name="password"
            label="Password"
            autoComplete="new-password"
            describedBy={CHECKLIST_ID}
            value={values.password}
            onValueChange={edit('password')}
            error={errors.password}
          />
          <PasswordChecklist id={CHECKLIST_ID} password={values.password} />
        </div>
        <SubmitButton
          busy={pending === 'create'}
          disabled={busy}
          icon={<UserPlus aria-hidden="true" width={20} height={20} />}
        >
          Create Account
        </SubmitButton>
      </form>
      <div className="mt-6 space-y-6">
        <OrDivider />
        <GoogleButton
          label="Sign up with Google"
          busy={pending === 'google'}
          disabled={busy}
          onClick={signUpWithGoogle}
        />
      </div>
    </AuthCard>
  );
}

/**
 * Beyond the spec, beside 'Email already in use': whoever owns the address logs in with it
 * already typed, or has the reset email sent to it from here, in one press.
 */
function EmailInUseWaysOn({
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

export default SignUpPage;
