import { atom } from 'jotai';

/**
 * Whether the bag side panel is open (requirements R-DATA-17, view state "side panel"). The header
 * button and "Add to bag" both open it; a store per request keeps it per shopper.
 */
export const bagPanelOpenAtom = atom(false);
