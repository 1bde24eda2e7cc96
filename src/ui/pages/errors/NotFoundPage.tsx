import { Link } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';
import { usePageTitle } from '@/ui/hooks/usePageTitle';

/** Spec section 2: any other route shows the 404 "no route match" screen. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 tabIndex={-1} className="mt-2 font-display text-4xl font-bold text-stone-900">
        404 · No route match
      </h1>
      <p className="mt-4 text-stone-600">
        This page has wandered off. Check the address, or head back to the plants.
      </p>
      <div className="mt-8 flex gap-3">
        <Link
          to={PATHS.home}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Go Home
        </Link>
        <Link
          to={PATHS.plants}
          className="rounded-lg px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          Browse Plants
        </Link>
      </div>
    </section>
  );
}
