import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** How long the bar stays after a navigation ends (requirements R-FLOW-12). */
export const loadingHideDelayMs = 200;

/**
 * The page-loading flag as a thin bar at the top: on when a navigation starts, off 200 ms
 * after it ends, so quick navigations do not flicker.
 */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (loading) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), loadingHideDelayMs);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    // Purely visual: screen readers hear the new page's title and content instead.
    <div className="shop-progress" data-active={visible ? 'true' : 'false'} aria-hidden="true" />
  );
}
