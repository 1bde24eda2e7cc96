import { NavLink } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';
import { useAuth } from '@/ui/auth/useAuth';
import { useLogout } from '@/ui/hooks/useLogout';
import { CartCount } from './CartCount';

/** The phone's menu under the top bar: the pages, and the account's ways in or out. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
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
