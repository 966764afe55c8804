'use client';

import type { ReactNode } from 'react';
import { type LinkComponent, LinkComponentContext, PlainLink } from './link-context.tsx';

/** Provides the component blocks use for links inside the shop; `<a>` by default. */
export function LinkComponentProvider({
  component,
  children,
}: {
  component: LinkComponent | undefined;
  children: ReactNode;
}) {
  return (
    <LinkComponentContext.Provider value={component ?? PlainLink}>
      {children}
    </LinkComponentContext.Provider>
  );
}
