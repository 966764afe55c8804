import * as React from 'react';

/**
 * Whether this module runs as part of a React Server Components render: there `react` resolves
 * to its server build (the `react-server` condition), which has no context at all. Read as a
 * property of the namespace so a bundler does not insist on the export.
 */
export const inServerComponents =
  typeof (React as { createContext?: unknown }).createContext !== 'function';

/**
 * What the blocks read from context in the browser, given by the server renderer instead: the
 * preview flag, the link component, the image loader and the blocks' data. Each hook knows its
 * own value's type (this module imports none of theirs: it sits below them).
 */
export type ServerScope = {
  preview?: boolean;
  linkComponent?: unknown;
  imageLoader?: unknown;
  data?: unknown;
};

const emptyScope = (): ServerScope => ({});

/**
 * The blocks' scope for the server render under way: one object per request (`React.cache`),
 * which `@cairn/content-blocks/server`'s `StoryBlocks` fills before its blocks render (a server
 * component renders after its parent). Outside a server render `cache` caches nothing and
 * there is nothing to read.
 */
export const serverScope: () => ServerScope =
  typeof React.cache === 'function' ? React.cache(emptyScope) : emptyScope;

/**
 * A context in the browser and in server rendering of client components; `undefined` in React
 * Server Components, where the hooks read `serverScope()` instead.
 */
export function clientContext<T>(defaultValue: T): React.Context<T> {
  return (inServerComponents ? undefined : React.createContext(defaultValue)) as React.Context<T>;
}
