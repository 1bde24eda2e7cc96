/** The 'or' rule between the email form and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      <span className="text-sm text-stone-600">or</span>
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
