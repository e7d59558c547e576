import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a hash target may take to appear (a remote screen still loading) before we give up. */
const HASH_WAIT_MS = 3000;
const HASH_POLL_MS = 100;

/** A route change scrolls to the top, or to the element the hash names. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const find = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (waited < HASH_WAIT_MS) {
        waited += HASH_POLL_MS;
        timer = setTimeout(find, HASH_POLL_MS);
      }
    };
    find();
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
