/**
 * GSAP's `power2.out` (a cubic ease-out): fast at first, settling gently. `t` is clamped to 0..1.
 * power2.out(t) = 1 - (1 - t)^3
 */
export function powerTwoEaseOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}
