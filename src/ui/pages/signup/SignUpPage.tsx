import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { AUTH_TOASTS, signUpErrorMessage } from '../../../modules/auth/application/authMessages';
import { SignUpFormSchema, validateForm } from '../../../modules/auth/domain/formRules';
import { USE_CASES } from '../../../di/tokens';
import { PATHS } from '../../app/paths';
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
import { PasswordChecklist } from './PasswordChecklist';

type Field = 'name' | 'email' | 'photoURL' | 'password';
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'photoURL', 'password'];
const CHECKLIST_ID = 'signup-password-checklist';

type Pending = 'create' | 'google' | null;

/**
 * Spec sections 2 and 4: Full Name, Email Address, an optional Photo URL and a
 * password with a live checklist. Creating the account sets the name and photo
 * and goes to /.
 */
export function SignUpPage() {
  usePageTitle('Sign Up');
  const signInWithGoogle = useInjection(USE_CASES.SignInWithGoogle);
  const signUp = useInjection(USE_CASES.SignUp);
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    photoURL: '',
    password: '',
  });
  const { errors, showErrors, clearError, fieldRef } = useFormErrors(FIELD_ORDER);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const edit = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    clearError(field);
    setFailure(null);
  };

  const createAccount = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const result = validateForm(SignUpFormSchema, values);
    if (!result.success) {
      showErrors(result.errors);
      return;
    }
    showErrors({});
    setPending('create');
    try {
      await signUp.execute(result.data);
      toast.success(AUTH_TOASTS.accountCreated);
      navigate(PATHS.home);
    } catch (error) {
      const message = signUpErrorMessage(error);
      setFailure(message);
      toast.error(message, SILENT_TOAST);
      setPending(null);
    }
  };

  const signUpWithGoogle = async () => {
    setFailure(null);
    setPending('google');
    try {
      await signInWithGoogle.execute();
      toast.success(AUTH_TOASTS.signedUpWithGoogle);
      navigate(PATHS.home);
    } catch {
      toast.error(AUTH_TOASTS.googleSignUpFailed);
      setPending(null);
    }
  };

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
        <FormAlert message={failure} />
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

export default SignUpPage;
