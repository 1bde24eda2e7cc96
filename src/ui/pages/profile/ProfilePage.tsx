/** Placeholder until this screen lands. */
export function ProfilePage() {
  return <h1 className="p-8 text-2xl">My Profile</h1>;
}

export default ProfilePage;
