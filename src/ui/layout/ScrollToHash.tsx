import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top, or at the element its #hash names. */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
