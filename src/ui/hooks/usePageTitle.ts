import { useEffect } from 'react';
import { pageTitle } from '@/ui/lib/pageHeadTable';

/** Each route names itself in the tab title (a page's title: src/ui/lib/pageHeadTable.ts). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
