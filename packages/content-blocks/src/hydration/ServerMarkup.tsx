'use client';

import {
  type MouseEventHandler,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export type ServerMarkupProps = {
  /** What the markup shows: rendered on the server and on a client navigation. */
  children: ReactNode;
  /**
   * What `children` are made from (a block's content). Once hydrated, the server's markup is
   * kept while it stays the same; when it changes, `children` render in its place.
   */
  content?: unknown;
  /** Hydrates `children` as usual instead (a preview, whose blocks change as the editor types). */
  hydrate?: boolean;
  /**
   * When the server's markup comes alive. `never` (the default): markup with no interaction
   * of its own is kept as it is. `visible`: an interactive block (a carousel, tabs) keeps its
   * markup until it comes within 200px of the viewport or a shopper presses, focuses or types in
   * it, whichever is first, and then hydrates: its code loads only then. `interaction`: the
   * same, but only once a shopper presses, focuses or types in it.
   */
  hydrateOn?: 'never' | 'visible' | 'interaction';
  /** With `hydrateOn="visible"` or `"interaction"`: loads `children`'s code before they hydrate (a lazy block's `preload`). */
  load?: () => Promise<unknown>;
  /** For the links in the markup while nothing inside has hydrated: one listener on the wrapper. */
  onClick?: MouseEventHandler<HTMLDivElement>;
};

/** The attribute that finds the server's wrapper: its value is `useId`'s, the same on both sides. */
const markupAttribute = 'data-server-markup';

/** How near the viewport a `visible` block hydrates: its code has a moment to arrive. */
const visibleMargin = '200px';

/** What a shopper does within a block that hydrates it at once, visible or not. */
const wakingEvents = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Markup rendered on the server and kept as it is when the page hydrates: the browser runs
 * none of its code and loads none of its chunks, or not before it is needed.
 *
 * With `hydrateOn="never"` (markup with no interaction of its own: text, pictures, links) it
 * hydrates a `<div>` whose inner HTML is the server's, read back from the document, so React
 * finds what it expects and leaves the subtree alone. With `hydrateOn="visible"` `children`
 * hydrate behind a Suspense boundary that waits for the block to near the viewport or for a
 * shopper's first touch: until then React leaves the server's nodes in place, and then adopts
 * those very nodes, so nothing moves and focus stays where it was.
 *
 * Without the server's markup (a client navigation, or content that changed since) it renders
 * `children`, loading their code as usual.
 */
export function ServerMarkup({
  children,
  content,
  hydrate = false,
  hydrateOn = 'never',
  load,
  onClick,
}: ServerMarkupProps) {
  const id = useId();
  // Read once, as the component first renders: while hydrating, the server's markup is in the
  // document under this id; a component created in the browser has an id no server gave.
  const [server] = useState(() => {
    const element = hydrate ? undefined : serverElement(id);
    if (!element) return undefined;
    // Only markup kept for good is read back: a block that hydrates near the viewport hydrates
    // the server's nodes themselves, and serialising them would be work for nothing.
    return { html: hydrateOn === 'never' ? element.innerHTML : '', content };
  });
  const kept = server !== undefined && sameContent(server.content, content);
  if (hydrateOn !== 'never') {
    return (
      <WhenVisible
        id={id}
        asleep={kept}
        content={content}
        load={load}
        onClick={onClick}
        watchViewport={hydrateOn === 'visible'}
      >
        {children}
      </WhenVisible>
    );
  }
  const props = { [markupAttribute]: id, onClick };
  return kept ? (
    // The key differs from the live one: content that changes later mounts `children` afresh.
    <div
      key="server"
      {...props}
      // The server's own markup, read back from the page it sent: nothing new is inserted.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's rendering of this very element
      dangerouslySetInnerHTML={{ __html: server.html }}
    />
  ) : (
    <div key="live" {...props}>
      {children}
    </div>
  );
}

type Wake = { promise: Promise<void>; wake: () => void };

/**
 * `children` behind a boundary that stays dehydrated (the server's nodes, untouched) while
 * `asleep`, until the wrapper nears the viewport (with `watchViewport`) or is touched: then
 * their code loads and the boundary hydrates. The wrapper itself hydrates at once: its effect
 * watches for both.
 */
function WhenVisible({
  id,
  asleep,
  content,
  load,
  onClick,
  watchViewport,
  children,
}: {
  id: string;
  asleep: boolean;
  content: unknown;
  load?: () => Promise<unknown>;
  onClick?: MouseEventHandler<HTMLDivElement>;
  watchViewport: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Made once: the wrapper never suspends, so its state outlives the boundary's retries.
  const [wake] = useState<Wake | undefined>(() => (asleep ? sleeper() : undefined));
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const element = ref.current;
    if (!wake || !element) return;
    // While a boundary is dehydrated React stops the events aimed inside it at the root, in the
    // capture phase: listen above the root, on the document, before it. Its links route
    // through `onClick` until then.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const click = (event: MouseEvent) => {
      if (inside(event)) {
        onClickRef.current?.(event as unknown as Parameters<MouseEventHandler<HTMLDivElement>>[0]);
      }
    };
    const touch = (event: Event) => {
      if (inside(event)) wakeUp();
    };
    const observer =
      !watchViewport || typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) wakeUp();
            },
            { rootMargin: visibleMargin },
          );
    const document = element.ownerDocument;
    const stop = () => {
      observer?.disconnect();
      for (const type of wakingEvents) document.removeEventListener(type, touch, true);
      document.removeEventListener('click', click, true);
    };
    // The code first, then the boundary: it hydrates in one go, over the very same nodes. No
    // state changes here: an update to a boundary still dehydrated would make React drop the
    // server's nodes and render afresh.
    function wakeUp() {
      stop();
      const loading = loadRef.current?.() ?? Promise.resolve();
      loading.catch(() => undefined).then(wake?.wake);
    }
    observer?.observe(element);
    for (const type of wakingEvents) {
      document.addEventListener(type, touch, { capture: true, passive: true });
    }
    document.addEventListener('click', click, true);
    return stop;
  }, [wake, watchViewport]);
  return (
    <div ref={ref} {...{ [markupAttribute]: id }}>
      <Boundary wake={wake} content={content}>
        {children}
      </Boundary>
    </div>
  );
}

/**
 * The boundary, rendered again only when the content changes: a parent's render with the same
 * content (a refetched story) must not reach a boundary still dehydrated (see above).
 */
const Boundary = memo(
  function Boundary({
    wake,
    children,
  }: {
    wake: Wake | undefined;
    content: unknown;
    children: ReactNode;
  }) {
    return (
      <Suspense fallback={null}>
        <Gate wake={wake}>{children}</Gate>
      </Suspense>
    );
  },
  (before, now) => before.wake === now.wake && sameContent(before.content, now.content),
);

/** Renders `children` once `wake` has settled (at once without one); suspends until then. */
function Gate({ wake, children }: { wake: Wake | undefined; children: ReactNode }) {
  if (wake) use(wake.promise);
  return children;
}

function sleeper(): Wake {
  let wake = () => {};
  const promise = new Promise<void>((resolve) => {
    wake = resolve;
  });
  return { promise, wake };
}

/** The wrapper the server sent with this id, if this page has it. */
function serverElement(id: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll(`[${markupAttribute}]`)) {
    if (element.getAttribute(markupAttribute) === id) return element;
  }
  return undefined;
}

/** Whether two block contents are the same: a refetched story is a new object of equal content. */
function sameContent(before: unknown, now: unknown): boolean {
  return before === now || JSON.stringify(before) === JSON.stringify(now);
}
