'use client';

import { type ReactNode, useContext } from 'react';
import { type ImageLoader, ImageLoaderContext } from './image-loader.tsx';

/**
 * Sets how blocks resize images (`StoryRenderer`'s `imageLoader` prop provides one). Without a
 * `loader` the one of an outer provider stays in force (a whole app, or a Storybook, can set it
 * once), else `storyblokImageLoader`.
 */
export function ImageLoaderProvider({
  loader,
  children,
}: {
  loader: ImageLoader | undefined;
  children: ReactNode;
}) {
  const outer = useContext(ImageLoaderContext);
  return (
    <ImageLoaderContext.Provider value={loader ?? outer}>{children}</ImageLoaderContext.Provider>
  );
}
