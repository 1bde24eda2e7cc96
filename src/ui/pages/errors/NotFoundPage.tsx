import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';
import { PATHS } from '@/ui/lib/paths';
import { ErrorPageLink } from './ErrorPageLink';
import { SearchThePlants } from './SearchThePlants';

/** Spec section 2: any other route shows the 404 "no route match" screen. */
export function NotFoundPage() {
  usePageTitle(PAGE_HEAD_TABLE.notFound.title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 tabIndex={-1} className="mt-2 font-display text-4xl font-bold text-stone-900">
        404 · No route match
      </h1>
      <p className="mt-4 text-stone-600">
        This page has wandered off. Check the address, search the plants, or head back home.
      </p>
      <SearchThePlants />
      <div className="mt-8 flex gap-3">
        <ErrorPageLink to={PATHS.home} look="primary">
          Go Home
        </ErrorPageLink>
        <ErrorPageLink to={PATHS.plants} look="secondary">
          Browse Plants
        </ErrorPageLink>
      </div>
    </section>
  );
}
