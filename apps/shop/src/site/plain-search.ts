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

/**
 * Leaves out empty values, keeps key order, and answers '' when nothing is left. A route's
 * grouped params (a listing's `filters: { brand: 'a,b' }`) are written flat where the group
 * stands, `?brand=a%2Cb`, as the URL has them; a param written again takes the first one's
 * place with the later value, as the router's validated params are laid over the URL's own.
 */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const write = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) write(name, inner);
    } else {
      params.set(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(search)) write(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
