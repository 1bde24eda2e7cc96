import { Trash2 } from 'lucide-react';

/** The bin in a row's top corner; `label` names what it removes and from where. */
export function RemoveLineButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="-mt-2 -mr-2 grid h-11 w-11 shrink-0 place-items-center rounded-full text-stone-600 transition hover:bg-red-50 hover:text-red-700 motion-reduce:transition-none"
    >
      <Trash2 aria-hidden="true" width={20} height={20} />
    </button>
  );
}
