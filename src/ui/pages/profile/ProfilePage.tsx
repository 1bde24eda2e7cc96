import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CalendarDays, Clock, Mail, Pencil, Save } from 'lucide-react';
import { AUTH_TOASTS, profileUpdateErrorMessage } from '@/modules/auth/domain/authMessages';
import { isWebUrl } from '@/modules/auth/domain/photoUrl';
import { ProfileFormSchema, validateForm } from '@/modules/auth/domain/formRules';
import type { User } from '@/modules/auth/domain/User';
import { APP_TOKENS, USE_CASES } from '@/di/tokens';
import { useAuth } from '@/ui/auth/useAuth';
import { Avatar } from '@/ui/components/Avatar';
import { FormAlert } from '@/ui/components/form/FormAlert';
import { SubmitButton } from '@/ui/components/form/SubmitButton';
import { TextField } from '@/ui/components/form/TextField';
import { SECONDARY_BUTTON_CLASS } from '@/ui/components/controlStyles';
import { useInjection } from '@/ui/di/useInjection';
import { useFormSubmission } from '@/ui/hooks/useFormSubmission';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { formatLongUsDate, UNKNOWN_DATE } from './formatLongUsDate';

type Field = 'displayName' | 'photoURL';
const FIELD_ORDER: readonly Field[] = ['displayName', 'photoURL'];

export const EMAIL_LOCKED_NOTE = 'Email cannot be changed';

/**
 * The photo field starts with the user's own photo. The shop's stock avatar is
 * not theirs, so it starts empty then: an empty photo keeps the current one.
 */
function initialValues(user: User, defaultAvatarUrl: string): Record<Field, string> {
  const photo = user.photoURL ?? '';
  return {
    displayName: user.displayName ?? '',
    photoURL: photo !== defaultAvatarUrl && isWebUrl(photo) ? photo : '',
  };
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  // A <dl> group holds only its <dt> and <dd>, so the icon sits inside the term.
  return (
    <div className="relative py-4 pl-14">
      <dt className="text-sm font-semibold text-stone-600">
        <span
          className="absolute top-4 left-0 grid h-10 w-10 place-items-center rounded-xl bg-brand-50 text-brand-800"
          aria-hidden="true"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}

function DateValue({ date }: { date: Date | null }) {
  const text = formatLongUsDate(date);
  return date && text !== UNKNOWN_DATE ? (
    <time dateTime={date.toISOString()}>{text}</time>
  ) : (
    <>{text}</>
  );
}

function ProfileCard({ user }: { user: User }) {
  const updateProfile = useInjection(USE_CASES.UpdateProfile);
  const defaultAvatarUrl = useInjection(APP_TOKENS.DefaultAvatarUrl);
  const [editing, setEditing] = useState(false);
  const form = useFormSubmission<Field, 'save'>(FIELD_ORDER, () =>
    initialValues(user, defaultAvatarUrl),
  );
  const { values, errors, edit, fieldRef, failure, pending, submit, check } = form;
  const saving = pending !== null;
  // Where focus goes when the mode toggles: the first field, or back to Edit Profile.
  const [focusAfterToggle, setFocusAfterToggle] = useState<'edit' | 'view' | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusAfterToggle === 'edit') nameInput.current?.focus();
    if (focusAfterToggle === 'view') editButton.current?.focus();
  }, [focusAfterToggle]);

  const startEditing = () => {
    form.setValues(initialValues(user, defaultAvatarUrl));
    setEditing(true);
    setFocusAfterToggle('edit');
  };

  const stopEditing = () => {
    form.reset(initialValues(user, defaultAvatarUrl));
    setEditing(false);
    setFocusAfterToggle('view');
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit('save', {
      validate: () => check(validateForm(ProfileFormSchema, values)),
      call: (changes) => updateProfile.execute(changes),
      success: AUTH_TOASTS.profileUpdated,
      then: () => {
        setEditing(false);
        setFocusAfterToggle('view');
      },
      failure: profileUpdateErrorMessage,
    });
  };

  const name = user.displayName || 'No name set';
  // While editing, the avatar previews a typed photo address once it is a web URL.
  const preview =
    editing && isWebUrl(values.photoURL.trim())
      ? { ...user, photoURL: values.photoURL.trim() }
      : user;

  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="h-24 bg-linear-to-r from-brand-700 to-brand-900 sm:h-28" />
      <div className="px-6 pb-8 sm:px-10">
        <div className="-mt-12 flex flex-col items-center text-center sm:-mt-10 sm:flex-row sm:items-end sm:gap-6 sm:text-left">
          <span className="rounded-full bg-white p-1 shadow-md">
            <Avatar user={preview} size={104} />
          </span>
          <div className="mt-4 w-full min-w-0 sm:mt-0 sm:w-auto sm:pb-5">
            <h2 className="font-display text-2xl font-bold wrap-anywhere text-stone-900 sm:text-3xl">
              {name}
            </h2>
          </div>
        </div>

        {editing ? (
          <form noValidate onSubmit={save} aria-label="Edit profile" className="mt-8 space-y-5">
            <FormAlert message={failure} />
            <TextField
              ref={(element) => {
                nameInput.current = element;
                fieldRef('displayName')(element);
              }}
              id="profile-name"
              name="displayName"
              label="Display Name"
              autoComplete="name"
              value={values.displayName}
              onValueChange={edit('displayName')}
              error={errors.displayName}
            />
            <TextField
              ref={fieldRef('photoURL')}
              id="profile-photo"
              name="photoURL"
              label="Photo URL"
              type="url"
              autoComplete="photo"
              inputMode="url"
              spellCheck={false}
              autoCapitalize="none"
              placeholder="https://"
              hint="Leave empty to keep your current photo."
              value={values.photoURL}
              onValueChange={edit('photoURL')}
              error={errors.photoURL}
            />
            <div>
              <p className="text-sm font-semibold text-stone-800">Email</p>
              <p className="mt-1.5 wrap-anywhere text-stone-900">{user.email}</p>
              <p className="mt-1 text-sm text-stone-600">{EMAIL_LOCKED_NOTE}</p>
            </div>
            {/* Save first, then Cancel: the same order on screen and for the keyboard. */}
            <div className="flex flex-col gap-3 pt-2 sm:flex-row">
              <div className="sm:w-auto">
                <SubmitButton
                  busy={saving}
                  disabled={saving}
                  icon={<Save aria-hidden="true" width={20} height={20} />}
                >
                  Save Changes
                </SubmitButton>
              </div>
              <button
                type="button"
                onClick={stopEditing}
                disabled={saving}
                className={`${SECONDARY_BUTTON_CLASS} sm:w-auto`}
              >
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <>
            <dl className="mt-8 divide-y divide-stone-200 border-y border-stone-200">
              <Detail icon={<Mail width={20} height={20} />} term="Email">
                {user.email ?? UNKNOWN_DATE}
                <span className="mt-0.5 block text-sm text-stone-600">{EMAIL_LOCKED_NOTE}</span>
              </Detail>
              <Detail icon={<CalendarDays width={20} height={20} />} term="Account created">
                <DateValue date={user.metadata.creationTime} />
              </Detail>
              <Detail icon={<Clock width={20} height={20} />} term="Last sign-in">
                <DateValue date={user.metadata.lastSignInTime} />
              </Detail>
            </dl>
            <div className="mt-8 flex justify-center sm:justify-end">
              <button
                ref={editButton}
                type="button"
                onClick={startEditing}
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800"
              >
                <Pencil aria-hidden="true" width={18} height={18} />
                Edit Profile
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Spec sections 2 and 4: the signed-in user's profile, in a view mode and an
 * edit mode. Only the display name and photo can change; the email cannot.
 */
export function ProfilePage() {
  usePageTitle('My Profile');
  const { user } = useAuth();
  return (
    <section className="bg-stone-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-2xl">
        <h1 tabIndex={-1} className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
          My Profile
        </h1>
        <p className="mt-2 mb-8 text-stone-600">Your account details, as your plants know you.</p>
        {/* The route is protected, so a user is here; the key starts a fresh card for another account. */}
        {user && <ProfileCard key={user.uid} user={user} />}
      </div>
    </section>
  );
}

export default ProfilePage;
