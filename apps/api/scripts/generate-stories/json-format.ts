/**
 * Serialises JSON the way the repository's formatter (Biome) lays it out, so generated files
 * pass `biome check` unchanged: two-space indent, objects always expanded, arrays of
 * primitives on one line when that line fits in 100 columns, a final newline.
 */
export function formatJson(value: unknown, lineWidth = 100): string {
  return `${formatValue(value, 0, '', lineWidth)}\n`;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function formatValue(value: unknown, depth: number, prefix: string, lineWidth: number): string {
  const json = value as Json;
  if (json === null || typeof json !== 'object') return JSON.stringify(json);
  const indent = '  '.repeat(depth + 1);
  const closing = '  '.repeat(depth);
  if (Array.isArray(json)) {
    if (json.length === 0) return '[]';
    if (json.every((item) => item === null || typeof item !== 'object')) {
      const inline = `[${json.map((item) => JSON.stringify(item)).join(', ')}]`;
      // The prefix is everything before the array on its line; the trailing comma counts too.
      if (prefix.length + inline.length + 1 <= lineWidth) return inline;
    }
    const items = json.map((item) => `${indent}${formatValue(item, depth + 1, indent, lineWidth)}`);
    return `[\n${items.join(',\n')}\n${closing}]`;
  }
  const entries = Object.entries(json).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const head = `${indent}${JSON.stringify(key)}: `;
    return `${head}${formatValue(item, depth + 1, head, lineWidth)}`;
  });
  return `{\n${lines.join(',\n')}\n${closing}}`;
}
