import { PATHS } from '@/ui/lib/paths';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { ErrorPageLink } from './ErrorPageLink';

const TITLE = 'Something went wrong';

/**
 * Spec sections 2 and 8: a generic screen for an error that stopped a page
 * (src/ui/app/RouteErrorBoundary catches it). An unknown route is not an
 * error: the route table sends it to NotFoundPage.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  console.error(error);
  usePageTitle(TITLE);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 tabIndex={-1} className="font-display text-4xl font-bold text-stone-900">
        {TITLE}
      </h1>
      <p className="mt-4 text-stone-600">
        An unexpected error stopped this page. Your cart and wishlist are safe. Try again, or go
        back home.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Try Again
        </button>
        <ErrorPageLink to={PATHS.home} look="secondary">
          Go Home
        </ErrorPageLink>
      </div>
    </section>
  );
}
