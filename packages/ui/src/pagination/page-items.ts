/** A page number to link to, or a gap of more than one page. */
export type PageItem = number | 'ellipsis';

/**
 * The pages a pagination shows: always the first and the last, the current one with a
 * neighbour either side, and an ellipsis for each gap. The count stays at seven once there are
 * more than seven pages, so the control keeps its width as the shopper moves through. A gap of
 * a single page shows that page rather than an ellipsis standing for one number.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.trunc(totalPages));
  const page = Math.min(Math.max(1, Math.trunc(current)), Math.max(1, total));
  const slots = 7;
  if (total <= slots) return range(1, total);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, total);
  const gapOnLeft = left > 3;
  const gapOnRight = right < total - 2;
  if (!gapOnLeft) return [...range(1, slots - 2), 'ellipsis', total];
  if (!gapOnRight) return [1, 'ellipsis', ...range(total - (slots - 3), total)];
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
