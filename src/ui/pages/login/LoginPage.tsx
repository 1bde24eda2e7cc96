import type { FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
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
import { AuthScreen, type AuthRequest, type AuthScreenCopy } from '@/ui/components/form/AuthScreen';
import { FormAlert } from '@/ui/components/form/FormAlert';
import { EmailField } from '@/ui/components/form/EmailField';
import { PasswordField } from '@/ui/components/form/PasswordField';
import { TEXT_ACTION_CLASS } from '@/ui/components/controlStyles';
import { useInjection } from '@/ui/di/useInjection';
import { useFormSubmission } from '@/ui/hooks/useFormSubmission';
import { useGoogleSignIn } from '@/ui/hooks/useGoogleSignIn';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';

type Field = 'email' | 'password';
const FIELD_ORDER: readonly Field[] = ['email', 'password'];

const LOGIN_SCREEN: AuthScreenCopy = {
  title: 'Welcome Back',
  subtitle: 'Sign in to see plant details, your cart and your wishlist.',
  formLabel: 'Sign in',
  submitLabel: 'Sign In',
  SubmitIcon: LogIn,
  googleLabel: 'Sign in with Google',
  otherForm: { question: "Don't have an account?", link: 'Sign up', to: PATHS.signup },
};

/**
 * Spec section 2: email and password, Forgot Password, Sign In, Sign in with
 * Google and a link to sign up. A successful login returns to the route the
 * visitor came from, replacing /login in the history (section 4).
 */
export function LoginPage() {
  usePageTitle(PAGE_HEAD_TABLE.login.title);
  const signInWithPassword = useInjection(USE_CASES.SignIn);
  const sendPasswordReset = useInjection(USE_CASES.SendPasswordReset);
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Sign-up's 'Log in' beside 'Email already in use' brings the address along.
  const form = useFormSubmission<Field, AuthRequest>(FIELD_ORDER, () => ({
    email: carriedEmail(location.state),
    password: '',
  }));
  const { values, field, failure, pending, submit, check } = form;
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
    return submit('email', {
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
    <AuthScreen copy={LOGIN_SCREEN} pending={pending} onSubmit={signIn} onGoogle={signInWithGoogle}>
      <FormAlert message={failure} />
      <EmailField {...field('email')} id="login-email" label="Email" />
      <div>
        <PasswordField
          {...field('password')}
          id="login-password"
          label="Password"
          autoComplete="current-password"
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
    </AuthScreen>
  );
}

export default LoginPage;
