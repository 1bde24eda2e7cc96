import { useCallback, useRef, useState } from 'react';
import { Menu, ShoppingCart, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PATHS, publicAsset } from '@/ui/lib/paths';
import { useAuth } from '@/ui/auth/useAuth';
import { useDismiss } from '@/ui/hooks/useDismiss';
import { useScrolledPast } from '@/ui/hooks/useScrolledPast';
import { CartCount } from './CartCount';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';
import { TOP_BAR_SHADOW_SCROLL_PX } from './layoutConstants';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

/** Spec section 2: the sticky top bar, its shadow after 20 px of scroll, and the mobile menu. */
export function TopBar() {
  const { user } = useAuth();
  const scrolled = useScrolledPast(TOP_BAR_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, closeMenu, headerRef, toggleRef);
  // A new page closes the mobile menu.
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow ${scrolled ? 'shadow-md' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={PATHS.home} className="flex items-center gap-2" aria-label="Leafy home">
          <img src={publicAsset('images/logo.svg')} alt="" width={36} height={36} />
          <span className="font-display text-2xl font-bold text-brand-800">Leafy</span>
        </Link>
        <HeaderSearch onOpen={closeMenu} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to={PATHS.home} end className={navLinkClass}>
            Home
          </NavLink>
          <NavLink to={PATHS.plants} className={navLinkClass}>
            Plants
          </NavLink>
          {user ? (
            <>
              <NavLink to={PATHS.profile} className={navLinkClass}>
                My Profile
              </NavLink>
              <NavLink to={PATHS.cart} className={navLinkClass}>
                <ShoppingCart aria-hidden="true" width={16} height={16} className="mr-1 inline" />
                My Cart <CartCount />
              </NavLink>
              <UserMenu />
            </>
          ) : (
            <>
              <NavLink to={PATHS.login} className={navLinkClass}>
                Login
              </NavLink>
              <Link
                to={PATHS.signup}
                className="ml-1 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Sign Up
              </Link>
            </>
          )}
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          {/* The cart in reach on a phone, its count beside it; the menu keeps My Cart (spec section 2). */}
          <NavLink
            to={PATHS.cart}
            className={({ isActive }) =>
              `flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 ${
                isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100'
              }`
            }
          >
            <ShoppingCart aria-hidden="true" />
            <span className="sr-only">My Cart</span>
            <CartCount />
          </NavLink>
          <button
            ref={toggleRef}
            type="button"
            className="grid h-11 w-11 place-items-center rounded-lg text-stone-800 hover:bg-stone-100"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu onNavigate={closeMenu} />}
    </header>
  );
}
