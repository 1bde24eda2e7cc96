import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/**
 * Where a form reports why its request failed. The live region is always in
 * the page, so a new message is announced as soon as it is written into it.
 * `children`: what the shopper can do about it, under the message.
 */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <div className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          <CircleAlert aria-hidden="true" width={18} height={18} className="mt-px shrink-0" />
          <div className="min-w-0">
            <p>{message}</p>
            {children}
          </div>
        </div>
      )}
    </div>
  );
}
