import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { headerSlideUpAtom } from '../view-state/atoms.ts';

/**
 * The sticky header slides up out of the way while the shopper scrolls down, and back when they
 * scroll up (requirements R-FLOW-17). One passive listener; state is written at most once per
 * animation frame and only when it changes.
 *
 * The state is a shared atom that outlives the header, so it is cleared whenever the header
 * mounts or unmounts and on every navigation: otherwise a page opened at the top (the success
 * page after paying on a phone) inherits "slid up" from scrolling the previous page and shows
 * no header. Clearing it on unmount too (the checkout's own layout has no sliding header)
 * means the next header renders in place at once, not sliding back in over its transition.
 */
export function useHeaderSlideUp(threshold = 120) {
  const setSlideUp = useSetAtom(headerSlideUpAtom);
  const router = useRouter();
  useEffect(() => {
    // A new page (or a freshly mounted header) starts with the header in view.
    setSlideUp(false);
    let lastY = window.scrollY;
    let frame = 0;
    let current = false;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const next = y > threshold && y > lastY;
        if (Math.abs(y - lastY) > 4) lastY = y;
        if (next !== current) {
          current = next;
          setSlideUp(next);
        }
      });
    };
    // Every navigation starts the new page with the header in view.
    const unsubscribe = router.subscribe('onResolved', () => {
      lastY = window.scrollY;
      current = false;
      setSlideUp(false);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      unsubscribe();
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      setSlideUp(false);
    };
  }, [router, setSlideUp, threshold]);
}
