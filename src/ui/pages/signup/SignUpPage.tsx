import type { FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  AUTH_TOASTS,
  EMAIL_ALREADY_IN_USE,
  googleSignUpErrorMessage,
  passwordResetErrorMessage,
  signUpErrorMessage,
} from '@/modules/auth/domain/authMessages';
import { SignUpFormSchema, validateForm } from '@/modules/auth/domain/formRules';
import { USE_CASES } from '@/di/tokens';
import { PATHS } from '@/ui/lib/paths';
import { AuthScreen, type AuthRequest, type AuthScreenCopy } from '@/ui/components/form/AuthScreen';
import { FormAlert } from '@/ui/components/form/FormAlert';
import { EmailField } from '@/ui/components/form/EmailField';
import { PasswordField } from '@/ui/components/form/PasswordField';
import { PhotoUrlField } from '@/ui/components/form/PhotoUrlField';
import { TextField } from '@/ui/components/form/TextField';
import { useInjection } from '@/ui/di/useInjection';
import { useFormSubmission } from '@/ui/hooks/useFormSubmission';
import { useGoogleSignIn } from '@/ui/hooks/useGoogleSignIn';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';
import { EmailInUseWaysOn } from './EmailInUseWaysOn';
import { PasswordChecklist } from './PasswordChecklist';

type Field = 'name' | 'email' | 'photoURL' | 'password';
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'photoURL', 'password'];
const CHECKLIST_ID = 'signup-password-checklist';

const SIGN_UP_SCREEN: AuthScreenCopy = {
  title: 'Create Your Account',
  subtitle: 'Join Leafy to keep a cart, a wishlist and care tips for every plant.',
  formLabel: 'Create account',
  submitLabel: 'Create Account',
  SubmitIcon: UserPlus,
  googleLabel: 'Sign up with Google',
  otherForm: { question: 'Already have an account?', link: 'Log in', to: PATHS.login },
};

/**
 * Spec sections 2 and 4: Full Name, Email Address, an optional Photo URL and a
 * password with a live checklist. Creating the account sets the name and photo
 * and goes to /.
 */
export function SignUpPage() {
  usePageTitle(PAGE_HEAD_TABLE.signup.title);
  const signUp = useInjection(USE_CASES.SignUp);
  const sendPasswordReset = useInjection(USE_CASES.SendPasswordReset);
  const navigate = useNavigate();
  const form = useFormSubmission<Field, AuthRequest>(FIELD_ORDER, {
    name: '',
    email: '',
    photoURL: '',
    password: '',
  });
  const { values, field, failure, pending, submit, check } = form;

  const goHome = () => navigate(PATHS.home);
  const signUpWithGoogle = useGoogleSignIn(submit, {
    success: AUTH_TOASTS.signedUpWithGoogle,
    failure: googleSignUpErrorMessage,
    then: goHome,
  });

  const createAccount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit('email', {
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
    <AuthScreen
      copy={SIGN_UP_SCREEN}
      pending={pending}
      onSubmit={createAccount}
      onGoogle={signUpWithGoogle}
    >
      <FormAlert message={failure}>
        {failure === EMAIL_ALREADY_IN_USE && (
          <EmailInUseWaysOn email={values.email} busy={busy} onReset={sendReset} />
        )}
      </FormAlert>
      <TextField {...field('name')} id="signup-name" label="Full Name" autoComplete="name" />
      <EmailField {...field('email')} id="signup-email" label="Email Address" />
      <PhotoUrlField
        {...field('photoURL')}
        id="signup-photo"
        hint="Optional. Leave empty to use our default avatar."
      />
      <div>
        <PasswordField
          {...field('password')}
          id="signup-password"
          label="Password"
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={values.password} />
      </div>
    </AuthScreen>
  );
}

export default SignUpPage;
