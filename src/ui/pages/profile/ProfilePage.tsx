import { useAuth } from '@/ui/auth/useAuth';
import { PageHeading } from '@/ui/components/PageHeading';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';
import { ProfileCard } from './ProfileCard';

/**
 * Spec sections 2 and 4: the signed-in user's profile, in a view mode and an
 * edit mode. Only the display name and photo can change; the email cannot.
 */
export function ProfilePage() {
  usePageTitle(PAGE_HEAD_TABLE.profile.title);
  const { user } = useAuth();
  return (
    <section className="bg-stone-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-2xl">
        <PageHeading>My Profile</PageHeading>
        <p className="mt-2 mb-8 text-stone-600">Your account details, as your plants know you.</p>
        {/* The route is protected, so a user is here; the key starts a fresh card for another account. */}
        {user && <ProfileCard key={user.uid} user={user} />}
      </div>
    </section>
  );
}

export default ProfilePage;
