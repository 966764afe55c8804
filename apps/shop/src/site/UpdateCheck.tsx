import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { createUpdateCheck, reloadOnce } from './update-check.ts';

/**
 * Polls for a new build; after one appears, the next navigation loads the new build with a
 * full page load instead of a client-side transition (guarded: one reload per path in 10 s).
 */
export function UpdateCheck({ buildId }: { buildId: string }) {
  const router = useRouter();
  useEffect(() => {
    const updates = createUpdateCheck({ currentId: buildId });
    const stop = router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
      if (pathChanged && updates.isStale()) reloadOnce(toLocation.href);
    });
    return () => {
      stop();
      updates.stop();
    };
  }, [router, buildId]);
  return null;
}
