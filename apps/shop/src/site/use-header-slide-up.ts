import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { headerSlideUpAtom } from '../view-state/atoms.ts';

/**
 * The sticky header slides up out of the way while the shopper scrolls down, and back when they
 * scroll up (seed 000: headerSlideUp). One passive listener; state is written at most once per
 * animation frame and only when it changes.
 */
export function useHeaderSlideUp(threshold = 120) {
  const setSlideUp = useSetAtom(headerSlideUpAtom);
  useEffect(() => {
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
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [setSlideUp, threshold]);
}
