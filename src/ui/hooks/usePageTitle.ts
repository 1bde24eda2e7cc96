import { useEffect } from 'react';

export const SHOP_NAME = 'Leafy';

/** Each route names itself in the tab title. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : `${SHOP_NAME} · Indoor plants delivered`;
  }, [title]);
}
