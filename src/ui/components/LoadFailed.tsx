/** A load error in the spec's words, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center"
    >
      <p className="text-red-700">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg px-5 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
      >
        Try Again
      </button>
    </div>
  );
}
