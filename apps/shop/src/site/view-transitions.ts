/** The route change the router hands `types` (its `getLocationChangeInfo`). */
type LocationChange = { fromLocation?: unknown; pathChanged: boolean };

/**
 * Route changes through the View Transitions API where the browser has it (the router's
 * `defaultViewTransition`; requirements R-PAGE-12: page and layout transitions). A change of page is
 * a `page` transition: the header and the page (`#main`) are each named in it
 * (styles/shop.css), so between pages of one layout the page's content fades in while the frame
 * stays, and a change of layout (the checkout's quiet header, an information page's column)
 * morphs the parts that differ. None for the first page (painted as the server sent it), for a
 * change of query or hash only (a filter, a sort, a listing's next page changes the page in
 * place) and under `prefers-reduced-motion`. The router starts it once the next page's data is
 * in, so the click's progress bar is never held up by it.
 */
export const pageTransitions = {
  types: ({ fromLocation, pathChanged }: LocationChange): string[] | false =>
    !!fromLocation &&
    pathChanged &&
    !matchMedia('(prefers-reduced-motion: reduce)').matches && ['page'],
};
