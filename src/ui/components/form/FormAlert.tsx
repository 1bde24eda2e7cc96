import { CircleAlert } from 'lucide-react';

/**
 * Where a form reports why its request failed. The live region is always in
 * the page, so a new message is announced as soon as it is written into it.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <CircleAlert aria-hidden="true" width={18} height={18} className="mt-px shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
