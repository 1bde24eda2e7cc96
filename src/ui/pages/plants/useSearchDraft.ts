import { useCallback, useEffect, useState } from 'react';
import { normaliseSearchInput } from '@/modules/plants/domain/PlantQuery';

/** How long typing pauses before the search is written to the URL. */
export const SEARCH_COMMIT_DELAY_MS = 300;

/**
 * The search box's text. It changes on every keystroke and filters at once;
 * the URL gets it once typing pauses (or on Enter, or with another change),
 * so history is not written per letter. When the URL's search changes from
 * elsewhere (Back, Forward, Clear all) the text follows it.
 */
export function useSearchDraft(
  committed: string,
  commit: (search: string) => void,
): {
  draft: string;
  setDraft: (text: string) => void;
  /** The draft, for the caller to write to the URL now along with another change. */
  takeDraft: () => string;
  /** Empties the box (Clear all writes the empty query itself). */
  clear: () => void;
} {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // The search this hook last sent to the URL: when it arrives, the draft may already have moved on.
  const [sent, setSent] = useState<string | null>(null);

  if (seen !== committed) {
    setSeen(committed);
    if (committed === sent) setSent(null);
    else if (normaliseSearchInput(draft) !== committed) setDraft(committed);
  }

  const takeDraft = useCallback(() => {
    const search = normaliseSearchInput(draft);
    if (search !== committed) setSent(search);
    return draft;
  }, [draft, committed]);

  const clear = useCallback(() => {
    setDraft('');
    setSent(null);
  }, []);

  useEffect(() => {
    if (normaliseSearchInput(draft) === committed) return undefined;
    const timer = setTimeout(() => {
      setSent(normaliseSearchInput(draft));
      commit(draft);
    }, SEARCH_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, commit]);

  return { draft, setDraft, takeDraft, clear };
}
