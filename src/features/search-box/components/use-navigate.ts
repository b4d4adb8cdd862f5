import { useRouter } from 'next/compat/router';
import { useCallback } from 'react';

/** Goes to an address with the Next router (push, or a shallow replace), or the browser's own when there is none. */
export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (url: string, { replace = false, shallow = false } = {}) => {
      if (router) void (replace ? router.replace(url, undefined, { shallow, scroll: false }) : router.push(url));
      else if (replace) window.history.replaceState(null, '', url);
      else window.location.assign(url);
    },
    [router],
  );
}
