import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CalendarDays, Clock, Mail, Pencil, Save } from 'lucide-react';
import { AUTH_TOASTS, profileUpdateErrorMessage } from '@/modules/auth/domain/authMessages';
import { isWebUrl } from '@/modules/auth/domain/photoUrl';
import { ProfileFormSchema, validateForm } from '@/modules/auth/domain/formRules';
import type { User } from '@/modules/auth/domain/User';
import { APP_TOKENS, USE_CASES } from '@/di/tokens';
import { Avatar } from '@/ui/components/Avatar';
import { FormAlert } from '@/ui/components/form/FormAlert';
import { PhotoUrlField } from '@/ui/components/form/PhotoUrlField';
import { SubmitButton } from '@/ui/components/form/SubmitButton';
import { TextField } from '@/ui/components/form/TextField';
import { SECONDARY_BUTTON_CLASS } from '@/ui/components/controlStyles';
import { useInjection } from '@/ui/di/useInjection';
import { useFormSubmission } from '@/ui/hooks/useFormSubmission';
import { DateValue } from './DateValue';
import { UNKNOWN_DATE } from './formatLongUsDate';
import { ProfileDetail } from './ProfileDetail';

type Field = 'displayName' | 'photoURL';
const FIELD_ORDER: readonly Field[] = ['displayName', 'photoURL'];

const EMAIL_LOCKED_NOTE = 'Email cannot be changed';

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

/**
 * The account's card: its avatar and name over the view mode (email, dates, Edit Profile) or the
 * edit mode (name and photo, Save Changes, Cancel). Only the display name and photo can change.
 */
export function ProfileCard({ user }: { user: User }) {
  const updateProfile = useInjection(USE_CASES.UpdateProfile);
  const defaultAvatarUrl = useInjection(APP_TOKENS.DefaultAvatarUrl);
  const [editing, setEditing] = useState(false);
  const form = useFormSubmission<Field, 'save'>(FIELD_ORDER, () =>
    initialValues(user, defaultAvatarUrl),
  );
  const { values, field, failure, pending, submit, check } = form;
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
              {...field('displayName')}
              ref={(element) => {
                nameInput.current = element;
                field('displayName').ref(element);
              }}
              id="profile-name"
              label="Display Name"
              autoComplete="name"
            />
            <PhotoUrlField
              {...field('photoURL')}
              id="profile-photo"
              hint="Leave empty to keep your current photo."
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
              <ProfileDetail icon={<Mail width={20} height={20} />} term="Email">
                {user.email ?? UNKNOWN_DATE}
                <span className="mt-0.5 block text-sm text-stone-600">{EMAIL_LOCKED_NOTE}</span>
              </ProfileDetail>
              <ProfileDetail icon={<CalendarDays width={20} height={20} />} term="Account created">
                <DateValue date={user.metadata.creationTime} />
              </ProfileDetail>
              <ProfileDetail icon={<Clock width={20} height={20} />} term="Last sign-in">
                <DateValue date={user.metadata.lastSignInTime} />
              </ProfileDetail>
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
