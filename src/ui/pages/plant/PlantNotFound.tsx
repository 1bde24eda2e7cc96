import { ArrowLeft, Sprout } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';

/** Spec section 2: what the detail route shows for an unknown id or a failed load. */
export const PLANT_NOT_FOUND_TITLE = 'Plant Not Found';
export const PLANT_NOT_FOUND_TEXT = "The plant you're looking for doesn't exist.";

export function PlantNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-brand-100 text-brand-800">
        <Sprout aria-hidden="true" width={32} height={32} />
      </span>
      <h1 tabIndex={-1} className="mt-6 font-display text-3xl font-bold text-stone-900 sm:text-4xl">
        {PLANT_NOT_FOUND_TITLE}
      </h1>
      <p className="mt-3 text-stone-600">{PLANT_NOT_FOUND_TEXT}</p>
      <Link
        to={PATHS.plants}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <ArrowLeft aria-hidden="true" width={18} height={18} />
        Back to Plants
      </Link>
    </section>
  );
}
