import { lazy, Suspense } from 'react';
import { useBlockData } from '../../data/block-data.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';
import { EmbedMarkup } from './EmbedMarkup.tsx';

const SanitisingEmbedMarkup = lazy(() => import('./SanitisingEmbedMarkup.tsx'));

/**
 * `embedded-html`: markup pasted by an editor (a booking form, a map, a review widget).
 * Sanitised; no script runs unless its `src` is on `BlockDataProvider`'s `allowedScriptSources`.
 */
export type EmbeddedHtmlBlock = BlokOf<'embedded-html'>;

/**
 * Shows the embed sanitised ahead by the page's loader (`BlockData.getSanitisedEmbed`), so the
 * sanitiser never reaches the browser; without that, it loads the sanitiser on demand.
 */
export function EmbeddedHtml({ blok, mobile, index }: BlockProps<EmbeddedHtmlBlock>) {
  const { allowedScriptSources = [], allowedIframeHosts, getSanitisedEmbed } = useBlockData();
  const title = text(blok.title);
  const raw = typeof blok.html === 'string' ? blok.html : '';
  const embed = getSanitisedEmbed?.(raw);
  if (raw.trim() === '' || (embed && embed.html.trim() === '' && embed.scripts.length === 0)) {
    return null;
  }
  return (
    <div
      className={`cairn-block-embedded-html${mobile ? ' cairn-block-embedded-html--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      {embed ? (
        <EmbedMarkup embed={embed} />
      ) : (
        <Suspense fallback={null}>
          <SanitisingEmbedMarkup
            html={raw}
            allowedScripts={allowedScriptSources}
            iframeHosts={allowedIframeHosts}
          />
        </Suspense>
      )}
    </div>
  );
}
