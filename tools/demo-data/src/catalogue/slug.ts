/** Lower-case, hyphenated, ASCII only: 'Bracken & Birch' becomes 'bracken-and-birch'. */
export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
