import { type MouseEventHandler, type ReactNode, useId, useState } from 'react';

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
  /** For the links in the markup: one listener on the wrapper, as nothing inside hydrates. */
  onClick?: MouseEventHandler<HTMLDivElement>;
};

/** The attribute that finds the server's wrapper: its value is `useId`'s, the same on both sides. */
const markupAttribute = 'data-server-markup';

/**
 * Markup with no interaction of its own (text, pictures, links), rendered on the server and
 * kept as it is when the page hydrates (issue 16): the browser runs none of its code and
 * loads none of its chunks. It hydrates a `<div>` whose inner HTML is the server's, read back
 * from the document, so React finds what it expects and leaves the subtree alone.
 *
 * Without the server's markup (a client navigation, or content that changed since) it renders
 * `children`, loading their code as usual.
 */
export function ServerMarkup({ children, content, hydrate = false, onClick }: ServerMarkupProps) {
  const id = useId();
  // Read once, as the component first renders: while hydrating, the server's markup is in the
  // document under this id; a component created in the browser has an id no server gave.
  const [server] = useState(() => (hydrate ? undefined : { html: serverHtml(id), content }));
  const kept = server?.html !== undefined && sameContent(server.content, content);
  const props = { [markupAttribute]: id, onClick };
  return kept ? (
    // The key differs from the live one: content that changes later mounts `children` afresh.
    <div
      key="server"
      {...props}
      // The server's own markup, read back from the page it sent: nothing new is inserted.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's rendering of this very element
      dangerouslySetInnerHTML={{ __html: server.html as string }}
    />
  ) : (
    <div key="live" {...props}>
      {children}
    </div>
  );
}

/** The inner HTML the server sent for the wrapper with this id, if this page has it. */
function serverHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const element of document.querySelectorAll(`[${markupAttribute}]`)) {
    if (element.getAttribute(markupAttribute) === id) return element.innerHTML;
  }
  return undefined;
}

/** Whether two block contents are the same: a refetched story is a new object of equal content. */
function sameContent(before: unknown, now: unknown): boolean {
  return before === now || JSON.stringify(before) === JSON.stringify(now);
}
