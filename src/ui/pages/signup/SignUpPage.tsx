/** Placeholder until this screen lands. */
export function SignUpPage() {
  return <h1 className="p-8 text-2xl">Sign Up</h1>;
}

export default SignUpPage;
