'use client';

import { useImageLoader } from '../../assets/image-loader.tsx';
import { safeHref } from '../../links/normalise-link.ts';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';

/** The video file types editors may upload; only some play in a browser (see `playable`). */
export const videoTypes = ['mp4', 'avi', 'mov', 'mkv', 'webm', 'flv', 'wmv'] as const;
export type VideoType = (typeof videoTypes)[number];

/** Types browsers play in `<video>`, with their MIME types; the rest get a download link. */
const playable: Partial<Record<VideoType, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The video type of a file name or URL, or undefined when it is not one of `videoTypes`. */
export function videoType(filename: string): VideoType | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(filename)?.[1]?.toLowerCase();
  return videoTypes.find((type) => type === extension);
}

/** `video`: an uploaded video with an optional poster, captions file and caption text. */
export type VideoBlock = BlokOf<'video'>;

/** The poster's width from the image loader: `poster` takes one address, no `srcset`. */
const posterWidth = 1280;

export function Video({ blok, mobile, index }: BlockProps<VideoBlock>) {
  const loader = useImageLoader();
  const title = text(blok.title);
  const src = text(blok.video?.filename);
  const type = src ? videoType(src) : undefined;
  if (!src || !type) return null;
  const href = safeHref(src);
  const name = text(blok.video?.alt) ?? title ?? 'Video';
  const caption = text(blok.caption);
  const mime = playable[type];
  const captions = text(blok.captions?.filename);
  const posterFile = text(blok.poster?.filename);
  // Through the image loader as every other image, so a 4,000-pixel upload is not sent whole.
  const poster = posterFile ? (loader(posterFile, posterWidth) ?? posterFile) : undefined;
  return (
    <figure className={`cairn-block-video${mobile ? ' cairn-block-video--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      {mime ? (
        <video
          className="cairn-block-video__player"
          controls
          preload="metadata"
          playsInline
          poster={poster}
          aria-label={name}
          autoPlay={blok.autoplay === true}
          muted={blok.autoplay === true}
          loop={blok.autoplay === true}
        >
          <source src={href} type={mime} />
          {captions && (
            <track kind="captions" src={captions} srcLang="en" label="English" default />
          )}
          <a href={href} download>
            Download the video ({type.toUpperCase()})
          </a>
        </video>
      ) : (
        <p className="cairn-block-video__fallback">
          <a href={href} download className="cairn-block-video__download">
            Download the video: {name} ({type.toUpperCase()} file, plays in a video player)
          </a>
        </p>
      )}
      {caption && <figcaption className="cairn-block-video__caption">{caption}</figcaption>}
    </figure>
  );
}
