import { useRouter } from 'next/compat/router';
import { useCallback } from 'react';

/**
 * Goes to a site address (locale-relative, from `href`) with the Next router (push, or a shallow replace), which adds
 * the locale's prefix, or the browser's own when there is none (tests). Never `window.location.assign` of an `href`:
 * outside the default locale it would open the French page.
 */
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
