// TanStack Query options and keys for every client, a module a backend (`query/`): an app's
// bundler then keeps in a chunk only the factories that chunk uses. As one module, all came
// along wherever one was needed (the shop's entry carried the stores' and recommendations').

export * from './query/catalogue-queries.ts';
export * from './query/commerce-queries.ts';
export * from './query/own-server-queries.ts';
export * from './query/recommendations-queries.ts';
export * from './query/stores-queries.ts';
