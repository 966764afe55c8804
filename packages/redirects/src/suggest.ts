import { routeKey } from './normalize.ts';

/**
 * Finds the known route a mistyped target most likely meant, comparing path segment by
 * segment (so `/appoints/tamworth` finds `/appointments/tamworth` and
 * `/appointments/tamwoth` finds `/appointments/tamworth`). Routes are kept in a trie, so a
 * segment that is already too far off prunes every route below it.
 */
export function createRouteSuggester(
  routes: Iterable<string>,
): (path: string) => string | undefined {
  const root = new TrieNode();
  for (const route of routes) {
    const key = routeKey(route);
    let node = root;
    for (const segment of segmentsOf(key)) {
      let child = node.children.get(segment);
      if (!child) {
        child = new TrieNode();
        node.children.set(segment, child);
      }
      node = child;
    }
    node.route ??= route;
  }

  return function suggest(path: string): string | undefined {
    const segments = segmentsOf(routeKey(path));
    let best: { route: string; cost: number } | undefined;
    const walk = (node: TrieNode, depth: number, cost: number): void => {
      if (depth === segments.length) {
        if (node.route !== undefined && (!best || cost < best.cost))
          best = { route: node.route, cost };
        return;
      }
      const wanted = segments[depth] ?? '';
      const exact = node.children.get(wanted);
      // Exact segments cost nothing, so follow them first: it tightens `best` early.
      if (exact) walk(exact, depth + 1, cost);
      for (const [segment, child] of node.children) {
        if (segment === wanted) continue;
        const limit = Math.max(1, Math.floor(Math.max(segment.length, wanted.length) / 3));
        const budget = Math.min(limit, best ? best.cost - cost - 1 : limit);
        if (budget < 1) continue;
        const d = editDistance(wanted, segment, budget);
        if (d <= budget) walk(child, depth + 1, cost + d);
      }
    };
    walk(root, 0, 0);
    return best && best.cost > 0 ? best.route : undefined;
  };
}

class TrieNode {
  readonly children = new Map<string, TrieNode>();
  route: string | undefined;
}

function segmentsOf(key: string): string[] {
  return key === '/' ? [] : key.slice(1).split('/');
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps, the commonest typo),
 * giving up as soon as every alignment costs more than `max`; then it returns `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, (prevPrev[j - 2] as number) + 1);
      }
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[n] as number;
}
