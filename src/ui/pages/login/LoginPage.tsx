import type { FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  AUTH_TOASTS,
  googleLoginErrorMessage,
  loginErrorMessage,
  passwordResetErrorMessage,
} from '@/modules/auth/domain/authMessages';
import { LoginFormSchema, resetEmailError, validateForm } from '@/modules/auth/domain/formRules';
import { USE_CASES } from '@/di/tokens';
import { PATHS } from '@/ui/lib/paths';
import { SINGLE_TOAST_IDS } from '@/ui/lib/toast';
import { returnPathFrom } from '@/ui/auth/returnLocation';
import { carriedEmail } from '@/ui/auth/carriedEmail';
import { useAuth } from '@/ui/auth/useAuth';
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

type Field = 'email' | 'password';
const FIELD_ORDER: readonly Field[] = ['email', 'password'];

/** The requests this page makes; every button waits while one is in flight. */
type LoginRequest = 'signIn' | 'google' | 'reset';

/**
 * Spec section 2: email and password, Forgot Password, Sign In, Sign in with
 * Google and a link to sign up. A successful login returns to the route the
 * visitor came from, replacing /login in the history (section 4).
 */
export function LoginPage() {
  usePageTitle('Login');
  const signInWithPassword = useInjection(USE_CASES.SignIn);
  const sendPasswordReset = useInjection(USE_CASES.SendPasswordReset);
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Sign-up's 'Log in' beside 'Email already in use' brings the address along.
  const form = useFormSubmission<Field, LoginRequest>(FIELD_ORDER, () => ({
    email: carriedEmail(location.state),
    password: '',
  }));
  const { values, errors, edit, fieldRef, failure, pending, submit, check } = form;
  const returnPath = returnPathFrom(location.state);
  const goToReturnPath = () => navigate(returnPath, { replace: true });
  const signInWithGoogle = useGoogleSignIn(submit, {
    success: AUTH_TOASTS.loggedInWithGoogle,
    failure: googleLoginErrorMessage,
    then: goToReturnPath,
  });

  // Someone already signed in has nothing to do here. While a request of this
  // page is in flight, the page itself navigates once it has said so.
  if (user && pending === null) return <Navigate to={returnPath} replace />;

  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit('signIn', {
      validate: () => check(validateForm(LoginFormSchema, values)),
      call: (credentials) => signInWithPassword.execute(credentials),
      success: AUTH_TOASTS.loggedIn,
      then: goToReturnPath,
      failure: loginErrorMessage,
      leavesPage: true,
    });
  };

  const sendReset = () =>
    submit('reset', {
      validate: () => {
        const problem = resetEmailError(values.email);
        if (problem) {
          form.showFieldError('email', problem);
          return null;
        }
        form.clearError('email');
        return values.email;
      },
      call: (email) => sendPasswordReset.execute(email),
      success: AUTH_TOASTS.resetEmailSent,
      failure: passwordResetErrorMessage,
      toastId: SINGLE_TOAST_IDS.passwordReset,
    });

  const busy = pending !== null;
  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to see plant details, your cart and your wishlist."
      footer={
        <p>
          Don't have an account?{' '}
          <Link to={PATHS.signup} className={TEXT_ACTION_CLASS}>
            Sign up
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={signIn} aria-label="Sign in" className="space-y-5">
        <FormAlert message={failure} />
        <TextField
          ref={fieldRef('email')}
          id="login-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          value={values.email}
          onValueChange={edit('email')}
          error={errors.email}
        />
        <div>
          <PasswordField
            ref={fieldRef('password')}
            id="login-password"
            name="password"
            label="Password"
            autoComplete="current-password"
            value={values.password}
            onValueChange={edit('password')}
            error={errors.password}
          />
          <div className="mt-1 flex justify-end">
            <button
              type="button"
              onClick={sendReset}
              disabled={busy}
              className={`${TEXT_ACTION_CLASS} text-sm`}
            >
              Forgot Password?
            </button>
          </div>
        </div>
        <SubmitButton
          busy={pending === 'signIn'}
          disabled={busy}
          icon={<LogIn aria-hidden="true" width={20} height={20} />}
        >
          Sign In
        </SubmitButton>
      </form>
      <div className="mt-6 space-y-6">
        <OrDivider />
        <GoogleButton
          label="Sign in with Google"
          busy={pending === 'google'}
          disabled={busy}
          onClick={signInWithGoogle}
        />
      </div>
    </AuthCard>
  );
}

export default LoginPage;
