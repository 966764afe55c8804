'use client';

import type { ReactNode } from 'react';
import { type BlockData, BlockDataContext } from './block-data.tsx';

/** Supplies products, articles, stores, order tracking and the script allow-list to blocks. */
export function BlockDataProvider({ value, children }: { value: BlockData; children: ReactNode }) {
  return <BlockDataContext.Provider value={value}>{children}</BlockDataContext.Provider>;
}
