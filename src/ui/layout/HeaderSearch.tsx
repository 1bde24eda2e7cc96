import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH, normaliseSearchInput } from '@/modules/plants/domain/PlantQuery';
import { moduleOrReload } from '@/ui/lib/moduleOrReload';
import { PATHS, PLANT_SEARCH_KEY, plantsSearchPath } from '@/ui/lib/paths';

/**
 * The results' code (the catalogue, the ranked search, the list) is fetched on the field's first
 * focus: the first render of every page carries only the field (ADR 0031's budget).
 */
const fetchResults = () => import('./HeaderSearchResults');
const HeaderSearchResults = lazy(() =>
  fetchResults()
    .then(moduleOrReload)
    .then((module) => ({ default: module.HeaderSearchResults })),
);

/**
 * The search in the top bar, on every page but the listing (which has its own box): results
 * while typing, Enter for the listing with the search. The WAI-ARIA combobox with a listbox
 * popup: the input keeps focus, and the arrows move the active option (aria-activedescendant).
 * On a phone a button opens the field under the bar. docs/beyond-the-spec.md.
 */
export function HeaderSearch({ onOpen }: { onOpen: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  // The active option is held by where it leads, not by its place: a later answer that still
  // lists it (the same search answered again, a slow keystroke's) keeps it active for Enter.
  const [activePath, setActivePath] = useState<string | null>(null);
  const [paths, setPaths] = useState<readonly string[]>([]);
  const active = activePath === null ? -1 : paths.indexOf(activePath);
  const [lastPath, setLastPath] = useState(pathname);
  // A new page closes the field and forgets the search: it has been answered.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setText('');
    setPhoneOpen(false);
    setActivePath(null);
  }
  const expanded = focused && !dismissed && normaliseSearchInput(text) !== '';

  useEffect(() => {
    if (phoneOpen) inputRef.current?.focus();
  }, [phoneOpen]);

  const choose = useCallback(
    (path: string) => {
      inputRef.current?.blur();
      void navigate(path);
    },
    [navigate],
  );
  const showOptions = useCallback((next: readonly string[]) => setPaths(next), []);

  if (pathname === PATHS.plants) return null;

  const move = (step: number) => {
    if (!expanded) return setDismissed(false);
    const count = paths.length;
    if (count > 0)
      setActivePath(paths[active < 0 && step < 0 ? count - 1 : (active + step + count) % count]!);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && paths[active] !== undefined) {
      event.preventDefault();
      choose(paths[active]);
    } else if (event.key === 'Escape') {
      // The type="search" field's own Escape would empty it as well: one step at a time.
      event.preventDefault();
      if (expanded) {
        setDismissed(true);
        setActivePath(null);
      } else if (text !== '') setText('');
      else if (phoneOpen) {
        setPhoneOpen(false);
        toggleRef.current?.focus();
      }
    }
  };

  return (
    <div className="flex flex-1 justify-end lg:justify-center">
      <button
        ref={toggleRef}
        type="button"
        className="grid h-11 w-11 place-items-center rounded-lg text-stone-800 hover:bg-stone-100 lg:hidden"
        aria-expanded={phoneOpen}
        aria-controls={`${id}-field`}
        onClick={() => {
          if (!phoneOpen) onOpen();
          setPhoneOpen(!phoneOpen);
        }}
      >
        {phoneOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
        <span className="sr-only">{phoneOpen ? 'Close search' : 'Search plants'}</span>
      </button>
      <form
        id={`${id}-field`}
        role="search"
        // Not "Plants": the 404 page has a search of its own by that name.
        aria-label="Site"
        action={PATHS.plants}
        method="get"
        className={`${phoneOpen ? 'absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 py-3 shadow-md' : 'hidden'} lg:relative lg:inset-auto lg:block lg:w-full lg:max-w-sm lg:border-0 lg:p-0 lg:shadow-none`}
        onSubmit={(event) => {
          event.preventDefault();
          choose(plantsSearchPath(text));
        }}
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            width={18}
            height={18}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
          />
          <input
            ref={inputRef}
            type="search"
            name={PLANT_SEARCH_KEY}
            role="combobox"
            aria-label="Search plants"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Search plants"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setDismissed(false);
              setActivePath(null);
            }}
            onFocus={() => {
              setFocused(true);
              setWanted(true);
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-lg border border-stone-400 bg-white pr-3 pl-10 text-base text-stone-900 lg:h-10 lg:text-sm"
          />
        </div>
        {wanted && (
          <Suspense fallback={null}>
            <HeaderSearchResults
              text={normaliseSearchInput(text)}
              expanded={expanded}
              listId={listId}
              active={active}
              allPath={plantsSearchPath(text)}
              onOptions={showOptions}
              onChoose={choose}
            />
          </Suspense>
        )}
      </form>
    </div>
  );
}
