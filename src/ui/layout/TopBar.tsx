import { useCallback, useRef, useState } from 'react';
import { ChevronDown, LogOut, Menu, ShoppingCart, User as UserIcon, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PATHS, publicAsset } from '@/ui/lib/paths';
import { useAuth } from '@/ui/auth/useAuth';
import { Avatar } from '@/ui/components/Avatar';
import { useDismiss } from '@/ui/hooks/useDismiss';
import { useLogout } from '@/ui/hooks/useLogout';
import { usePricedCart } from '@/ui/hooks/usePricedCart';
import { useScrolledPast } from '@/ui/hooks/useScrolledPast';
import { HeaderSearch } from './HeaderSearch';
import { TOP_BAR_SHADOW_SCROLL_PX } from './layoutConstants';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

function CartCount() {
  // Counted at the catalogue's stock: a line out of stock or no longer sold adds nothing.
  const count = usePricedCart().itemCount;
  if (count === 0) return null;
  // The space keeps the link's name "My Cart 2 items" rather than "My Cart2 items".
  return (
    <>
      {' '}
      <span
        className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
        data-testid="cart-count"
      >
        {count}
        <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
      </span>
    </>
  );
}

function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, containerRef, toggleRef);
  if (!user) return null;
  const name = user.displayName || user.email || 'My account';
  return (
    <div className="relative" ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-stone-800 hover:bg-stone-100"
      >
        <Avatar user={user} size={32} />
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDown aria-hidden="true" width={16} height={16} />
        <span className="sr-only">account menu</span>
      </button>
      {open && (
        <ul
          id="user-menu"
          className="absolute right-0 mt-2 w-48 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-stone-200"
        >
          <li>
            <Link
              to={PATHS.profile}
              onClick={close}
              className="flex items-center gap-2 px-4 py-2 text-sm text-stone-700 hover:bg-stone-100"
            >
              <UserIcon aria-hidden="true" width={16} height={16} /> My Profile
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
              className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-stone-700 hover:bg-stone-100"
            >
              <LogOut aria-hidden="true" width={16} height={16} /> Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useAuth();
  const logout = useLogout();
  const item = 'block rounded-lg px-3 py-3 text-base font-medium';
  const idle = 'text-stone-800 hover:bg-stone-100';
  // The page you are on is marked as in the bar above (NavLink also sets aria-current="page").
  const link = ({ isActive }: { isActive: boolean }) =>
    `${item} ${isActive ? 'bg-brand-50 text-brand-800' : idle}`;
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className="border-t border-stone-200 bg-white px-4 py-3 md:hidden"
    >
      <ul className="space-y-1">
        <li>
          <NavLink to={PATHS.home} end className={link} onClick={onNavigate}>
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to={PATHS.plants} className={link} onClick={onNavigate}>
            Plants
          </NavLink>
        </li>
        {/* Spec section 2: the mobile menu shows My Cart always, signed in or not. */}
        <li>
          <NavLink to={PATHS.cart} className={link} onClick={onNavigate}>
            My Cart <CartCount />
          </NavLink>
        </li>
        {user ? (
          <>
            <li>
              <NavLink to={PATHS.profile} className={link} onClick={onNavigate}>
                My Profile
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className={`${item} ${idle} w-full text-left`}
                onClick={() => {
                  onNavigate();
                  void logout();
                }}
              >
                Logout
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to={PATHS.login} className={link} onClick={onNavigate}>
                Login
              </NavLink>
            </li>
            <li>
              <NavLink to={PATHS.signup} className={link} onClick={onNavigate}>
                Sign Up
              </NavLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

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
