// Reads `next build`'s route table and prints each page's first-load JS beside the shared floor.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2], 'utf8');
const kb = (text) => {
  const [, value, unit] = text.match(/([\d.]+)\s*(B|kB|KB|MB)/) ?? [];
  return Number(value) * ({ B: 1 / 1000, kB: 1, KB: 1, MB: 1000 }[unit] ?? Number.NaN);
};
const shared = log.match(/First Load JS shared by all\s+([\d.]+\s*\w+)/);
if (!shared) throw new Error('No "First Load JS shared by all" in the build log');
const floor = kb(shared[1]);
console.log(`shared floor: ${floor} kB`);
for (const route of ['/static', '/guide']) {
  const row = log.match(new RegExp(`[○ƒ●]\\s+${route}\\s+([\\d.]+\\s*\\w+)\\s+([\\d.]+\\s*\\w+)`));
  if (!row) throw new Error(`No row for ${route} in the build log`);
  const first = kb(row[2]);
  console.log(
    `${route}: page ${row[1]}, first load ${first} kB (${(first - floor).toFixed(1)} kB over the floor)`,
  );
}
