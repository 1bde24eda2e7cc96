import { Link } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';
import { useAuth } from '@/ui/auth/useAuth';

/** Spec section 2: the closing call to action. 'Get Started' leads to sign-up, or to the plants once signed in. */
export function StartYourJourney() {
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="journey-heading"
      className="below-fold surface-dark bg-brand-800 py-16 text-center text-white"
    >
      <div className="mx-auto max-w-2xl px-4">
        <h2 id="journey-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Start Your Plant Journey
        </h2>
        <p className="mt-4 text-brand-100">
          Create an account to save a wishlist, fill your cart and get care tips for every plant you
          bring home.
        </p>
        <Link
          to={user ? PATHS.plants : PATHS.signup}
          className="mt-8 inline-block rounded-lg bg-white px-8 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Get Started
        </Link>
      </div>
    </section>
  );
}
