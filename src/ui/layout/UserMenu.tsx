import { useCallback, useRef, useState } from 'react';
import { ChevronDown, LogOut, User as UserIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';
import { useAuth } from '@/ui/auth/useAuth';
import { Avatar } from '@/ui/components/Avatar';
import { useDismiss } from '@/ui/hooks/useDismiss';
import { useLogout } from '@/ui/hooks/useLogout';

/** The signed-in shopper's avatar and name in the top bar, opening My Profile and Logout. */
export function UserMenu() {
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
