import * as v from 'valibot';

/**
 * An email address one page hands the next through history state: sign-up's 'Log in' beside
 * 'Email already in use' opens /login with the address already typed. History state is any page
 * script's to write, so it is parsed here and used only as a field's starting text.
 */
const CarriedEmailSchema = v.object({ email: v.pipe(v.string(), v.maxLength(320)) });

export function carryEmail(email: string): { readonly email: string } {
  return { email };
}

/** The address carried over, or '' when the state holds none. */
export function carriedEmail(state: unknown): string {
  const parsed = v.safeParse(CarriedEmailSchema, state);
  return parsed.success ? parsed.output.email : '';
}
