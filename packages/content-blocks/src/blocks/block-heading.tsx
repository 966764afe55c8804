import type { ReactNode } from 'react';

/** The heading level for a block's title: the hero (index 0) carries the page's `h1`. */
export function BlockTitle({
  index,
  className,
  children,
  id,
}: {
  index: number;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <Heading className={className} id={id}>
      {children}
    </Heading>
  );
}

/** A non-empty trimmed string, or undefined: content fields are often `""`. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The nested blocks of a field, dropping anything that is not a block. */
export function nestedBlocks<T extends { _uid: string }>(value: unknown): T[] {
  return Array.isArray(value)
    ? (value.filter((item) => !!item && typeof item === 'object' && '_uid' in item) as T[])
    : [];
}
