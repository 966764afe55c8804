/**
 * How a product attribute's key reads to a shopper: `walkMode` → "Walk mode",
 * `back-system` → "Back system". Facets, product details and the compare table all name
 * attributes, so they share this one reading.
 */
export function attributeLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
