import { Link } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';
import { SocialLinks } from '@/ui/components/SocialLinks';

/**
 * The year as a plain number, not through Intl: the footer is on every page's first render, and a
 * page's first Intl formatter is a long task of main thread (the figures: ADR 0021), where this
 * page shows no other date or price. A four-digit year reads the same either way.
 */
const copyrightYear = () => new Date().getFullYear();

/** Spec section 2: About, Contact and Privacy Policy placeholders, social links and a copyright line. */
export function Footer() {
  return (
    <footer className="below-fold surface-dark mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="font-display text-2xl font-bold text-white">Leafy</p>
          <p className="mt-3 max-w-xs text-sm text-brand-100">
            Healthy indoor plants from small nurseries, with the care tips to keep them thriving.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link
                to={{ pathname: PATHS.home, hash: '#about' }}
                className="hover:text-white hover:underline"
              >
                About
              </Link>
            </li>
            <li>
              <a href="mailto:hello@leafy.example" className="hover:text-white hover:underline">
                Contact
              </a>
            </li>
            <li>
              <Link
                to={{ pathname: PATHS.home, hash: '#privacy' }}
                className="hover:text-white hover:underline"
              >
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
          <div className="mt-3">
            <SocialLinks
              links={[
                {
                  network: 'Instagram',
                  href: 'https://www.instagram.com/',
                  label: 'Leafy on Instagram',
                },
                { network: 'X', href: 'https://x.com/', label: 'Leafy on X' },
                { network: 'GitHub', href: 'https://github.com/', label: 'Leafy on GitHub' },
              ]}
            />
          </div>
        </div>
      </div>
      <p
        id="privacy"
        className="border-t border-white/10 px-4 py-4 text-center text-xs text-brand-100"
      >
        © {copyrightYear()} Leafy. All rights reserved. We keep your cart and wishlist in this
        browser only.
      </p>
    </footer>
  );
}
