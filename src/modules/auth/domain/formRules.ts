import * as v from 'valibot';
import { PASSWORD_CHECKLIST_LABELS, VALIDATION_MESSAGES } from './authMessages';
import { isWebUrl } from './photoUrl';

export const PASSWORD_MIN_LENGTH = 6;

const HAS_UPPERCASE = /[A-Z]/;
const HAS_LOWERCASE = /[a-z]/;

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(VALIDATION_MESSAGES.emailRequired),
  v.email(VALIDATION_MESSAGES.emailInvalid),
);

export const LoginFormSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(), v.nonEmpty(VALIDATION_MESSAGES.passwordRequired)),
});

export const SignUpFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(VALIDATION_MESSAGES.nameRequired)),
  email: EmailSchema,
  photoURL: v.pipe(v.string(), v.trim()),
  password: v.pipe(
    v.string(),
    v.nonEmpty(VALIDATION_MESSAGES.passwordRequired),
    v.regex(HAS_UPPERCASE, VALIDATION_MESSAGES.passwordUppercase),
    v.regex(HAS_LOWERCASE, VALIDATION_MESSAGES.passwordLowercase),
    v.minLength(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordMinLength),
  ),
});

export const ProfileFormSchema = v.object({
  displayName: v.pipe(v.string(), v.trim(), v.nonEmpty(VALIDATION_MESSAGES.nameRequired)),
  photoURL: v.pipe(
    v.string(),
    v.trim(),
    v.check((url) => url === '' || isWebUrl(url), VALIDATION_MESSAGES.urlInvalid),
  ),
});

export const ResetEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(VALIDATION_MESSAGES.resetEmailRequired),
  v.email(VALIDATION_MESSAGES.resetEmailInvalid),
);

export type LoginForm = v.InferOutput<typeof LoginFormSchema>;
export type SignUpForm = v.InferOutput<typeof SignUpFormSchema>;
export type ProfileForm = v.InferOutput<typeof ProfileFormSchema>;

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

export type FormResult<TOutput, TField extends string> =
  | { readonly success: true; readonly data: TOutput }
  | { readonly success: false; readonly errors: FieldErrors<TField> };

/** Validates a form, keeping the first failed rule of each field as its message. */
export function validateForm<TSchema extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: TSchema,
  values: v.InferInput<TSchema>,
): FormResult<v.InferOutput<TSchema>, Extract<keyof v.InferInput<TSchema>, string>> {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, data: result.output };
  const errors = new Map<string, string>();
  for (const issue of result.issues) {
    const field = issue.path?.[0].key;
    if (typeof field === 'string' && !errors.has(field)) errors.set(field, issue.message);
  }
  return {
    success: false,
    errors: Object.fromEntries(errors) as FieldErrors<Extract<keyof v.InferInput<TSchema>, string>>,
  };
}

/** The first failed rule of the forgot-password email, or null when it is fine. */
export function resetEmailError(email: string): string | null {
  const result = v.safeParse(ResetEmailSchema, email);
  return result.success ? null : result.issues[0].message;
}

/** Spec section 2: the sign-up page's live password checklist. */
export function passwordChecklist(
  password: string,
): ReadonlyArray<{ label: string; met: boolean }> {
  return [
    { label: PASSWORD_CHECKLIST_LABELS.uppercase, met: HAS_UPPERCASE.test(password) },
    { label: PASSWORD_CHECKLIST_LABELS.lowercase, met: HAS_LOWERCASE.test(password) },
    {
      label: PASSWORD_CHECKLIST_LABELS.minLength(PASSWORD_MIN_LENGTH),
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
  ];
}
