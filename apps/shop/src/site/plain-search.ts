/**
 * The router's search params as plain strings. A key given more than once (as a GET form
 * with several checkboxes sends it) becomes one comma-separated value.
 */
export function parsePlainSearch(searchString: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchString)) {
    result[key] = key in result ? `${result[key]},${value}` : value;
  }
  return result;
}

/** Leaves out empty values, keeps key order, and answers '' when nothing is left. */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
