// The dialogs `lazy-dialogs.tsx` loads on first open. A module of its own, because a dynamic
// import of `@cairn/ui` itself would make the whole barrel (and everything it re-exports that
// any page uses) one chunk that every page then loads.
export { Modal, SidePanel } from '@cairn/ui';
