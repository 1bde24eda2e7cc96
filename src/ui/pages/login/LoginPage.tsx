import { useState, type FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  AUTH_TOASTS,
  loginErrorMessage,
  passwordResetErrorMessage,
} from '../../../modules/auth/application/authMessages';
import {
  LoginFormSchema,
  resetEmailError,
  validateForm,
} from '../../../modules/auth/domain/formRules';
import { USE_CASES } from '../../../di/tokens';
import { PATHS } from '../../app/paths';
import { returnPathFrom } from '../../auth/returnLocation';
import { useAuth } from '../../auth/useAuth';
import { AuthCard } from '../../components/form/AuthCard';
import { FormAlert } from '../../components/form/FormAlert';
import { GoogleButton } from '../../components/form/GoogleButton';
import { OrDivider } from '../../components/form/OrDivider';
import { PasswordField } from '../../components/form/PasswordField';
import { SILENT_TOAST } from '../../components/form/silentToast';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { TEXT_ACTION_CLASS } from '../../components/form/fieldStyles';
import { useInjection } from '../../di/useInjection';
import { useFormErrors } from '../../hooks/useFormErrors';
import { usePageTitle } from '../../hooks/usePageTitle';

type Field = 'email' | 'password';
const FIELD_ORDER: readonly Field[] = ['email', 'password'];

/** Which request is in flight; every button waits while one is. */
type Pending = 'signIn' | 'google' | 'reset' | null;

/**
 * Spec section 2: email and password, Forgot Password, Sign In, Sign in with
 * Google and a link to sign up. A successful login returns to the route the
 * visitor came from, replacing /login in the history (section 4).
 */
export function LoginPage() {
  usePageTitle('Login');
  const signInWithPassword = useInjection(USE_CASES.SignIn);
  const signInWithGoogleAccount = useInjection(USE_CASES.SignInWithGoogle);
  const sendPasswordReset = useInjection(USE_CASES.SendPasswordReset);
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const { errors, showErrors, showFieldError, clearError, fieldRef } = useFormErrors(FIELD_ORDER);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const returnPath = returnPathFrom(location.state);

  // Someone already signed in has nothing to do here. While a request of this
  // page is in flight, the page itself navigates once it has said so.
  if (user && pending === null) return <Navigate to={returnPath} replace />;

  const edit = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    clearError(field);
    setFailure(null);
  };

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const result = validateForm(LoginFormSchema, values);
    if (!result.success) {
      showErrors(result.errors);
      return;
    }
    showErrors({});
    setPending('signIn');
    try {
      await signInWithPassword.execute(result.data);
      toast.success(AUTH_TOASTS.loggedIn);
      navigate(returnPath, { replace: true });
    } catch (error) {
      const message = loginErrorMessage(error);
      setFailure(message);
      toast.error(message, SILENT_TOAST);
      setPending(null);
    }
  };

  const signInWithGoogle = async () => {
    setFailure(null);
    setPending('google');
    try {
      await signInWithGoogleAccount.execute();
      toast.success(AUTH_TOASTS.loggedInWithGoogle);
      navigate(returnPath, { replace: true });
    } catch {
      toast.error(AUTH_TOASTS.googleLoginFailed);
      setPending(null);
    }
  };

  const sendReset = async () => {
    setFailure(null);
    const problem = resetEmailError(values.email);
    if (problem) {
      showFieldError('email', problem);
      return;
    }
    clearError('email');
    setPending('reset');
    try {
      await sendPasswordReset.execute(values.email);
      toast.success(AUTH_TOASTS.resetEmailSent);
    } catch (error) {
      toast.error(passwordResetErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

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
