import type { CSSProperties } from 'react';

export type SkeletonProps = {
  /** A number is pixels; a string is any CSS length ("60%", "12rem"). */
  width?: number | string;
  height?: number | string;
  /** text: a line of text height; rect: a block (an image); circle: an avatar or swatch. */
  shape?: 'text' | 'rect' | 'circle';
  /** For text: that many lines, the last one shorter, as a paragraph ends. */
  lines?: number;
  className?: string;
};

/**
 * A grey placeholder the size of content still loading, so nothing shifts when it arrives.
 * Hidden from screen readers: mark the region that loads `aria-busy="true"` instead. It
 * shimmers only for people who have not asked for reduced motion.
 */
export function Skeleton({ width, height, shape = 'text', lines = 1, className }: SkeletonProps) {
  const classes = ['cairn-skeleton', `cairn-skeleton--${shape}`, className]
    .filter(Boolean)
    .join(' ');
  const size: CSSProperties = { width: length(width), height: length(height) };
  if (shape !== 'text' || lines <= 1) {
    return <span className={classes} style={size} aria-hidden="true" />;
  }
  return (
    <span className="cairn-skeleton-lines" style={{ width: length(width) }} aria-hidden="true">
      {Array.from({ length: lines }, (_, line) => (
        // Lines have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
        <span key={line} className={classes} style={{ height: length(height) }} />
      ))}
    </span>
  );
}

function length(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}
