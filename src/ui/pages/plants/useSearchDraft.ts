import { useCallback, useEffect, useState } from 'react';
import { STORES } from '@/di/tokens';
import { normaliseSearchInput } from '@/modules/plants/domain/PlantQuery';
import { useInjection } from '@/ui/di/useInjection';

/** How long typing pauses before the search is written to the URL. */
export const SEARCH_COMMIT_DELAY_MS = 300;

/**
 * The search box's text. It changes on every keystroke and filters at once;
 * the URL gets it once typing pauses, when the shopper leaves the box (so a
 * result clicked next is not overtaken by a write still to come, and Back
 * returns to the search), on Enter, or with another change, so history is
 * not written per letter. When the URL's search changes from elsewhere
 * (Back, Forward, Clear all) the text follows it.
 */
export function useSearchDraft(
  committed: string,
  commit: (search: string) => void,
): {
  draft: string;
  setDraft: (text: string) => void;
  /** The draft, for the caller to write to the URL now along with another change. */
  takeDraft: () => string;
  /** The shopper left the box: what is typed and not yet in the URL is written now. */
  leave: () => void;
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

  const search = normaliseSearchInput(draft);
  const unsent = search !== committed && search !== sent;

  const send = useCallback(() => {
    setSent(search);
    commit(draft);
  }, [search, draft, commit]);

  const takeDraft = useCallback(() => {
    if (search !== committed) setSent(search);
    return draft;
  }, [search, draft, committed]);

  const leave = useCallback(() => {
    if (unsent) send();
  }, [unsent, send]);

  const clear = useCallback(() => {
    setDraft('');
    setSent(null);
  }, []);

  // Typed and not yet in the URL: a reload would lose it (the first focus of the box fetches the
  // search's code, whose failure may reload the tab: ReloadForStaleChunk waits for this).
  const unsavedInput = useInjection(STORES.UnsavedInput);
  useEffect(() => (unsent ? unsavedInput.hold() : undefined), [unsent, unsavedInput]);

  useEffect(() => {
    if (!unsent) return undefined;
    const timer = setTimeout(send, SEARCH_COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unsent, send]);

  return { draft, setDraft, takeDraft, leave, clear };
}
