// Reads `next build`'s route table: Next's shared first-load JS (the floor) and each route's.
const kb = (text) => {
  const [, value, unit] = text.match(/([\d.]+)\s*(B|kB|KB|MB)/) ?? [];
  return Number(value) * ({ B: 1 / 1000, kB: 1, KB: 1, MB: 1000 }[unit] ?? Number.NaN);
};

/** `{ floor, routes: { '/static': { page, firstLoad } } }` in kB, for the routes asked. */
export function firstLoadFigures(log, routes) {
  const shared = log.match(/First Load JS shared by all\s+([\d.]+\s*\w+)/);
  if (!shared) throw new Error('No "First Load JS shared by all" in the build log');
  const figures = { floor: kb(shared[1]), routes: {} };
  for (const route of routes) {
    const row = log.match(
      new RegExp(`[○ƒ●]\\s+${route}\\s+([\\d.]+\\s*\\w+)\\s+([\\d.]+\\s*\\w+)`),
    );
    if (!row) throw new Error(`No row for ${route} in the build log`);
    figures.routes[route] = { page: kb(row[1]), firstLoad: kb(row[2]) };
  }
  return figures;
}
