import { atom } from 'jotai';

/** View state (requirements R-DATA-17) that the shell needs now; more joins as pages need it. */
export type NavState = { open: boolean; current: string | null; sub: string | null };

export const navAtom = atom<NavState>({ open: false, current: null, sub: null });

/** The product photo is open full screen (requirements R-DATA-17: pdpZoomedIn). */
export const pdpZoomedInAtom = atom(false);

/** The sticky header is slid up out of view while the shopper scrolls down. */
export const headerSlideUpAtom = atom(false);
