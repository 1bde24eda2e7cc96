/** Placeholder until this screen lands. */
export function LoginPage() {
  return <h1 className="p-8 text-2xl">Login</h1>;
}

export default LoginPage;
