import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

/** A button's icon, turned into a spinner while the button's request is in flight. */
export function BusyIcon({ busy, icon }: { busy: boolean; icon: ReactNode }) {
  if (!busy) return icon;
  return (
    <LoaderCircle
      aria-hidden="true"
      width={20}
      height={20}
      className="animate-spin motion-reduce:animate-none"
    />
  );
}
