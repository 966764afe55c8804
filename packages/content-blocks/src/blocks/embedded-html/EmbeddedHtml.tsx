import { useEffect, useRef } from 'react';
import { useBlockData } from '../../data/block-data.tsx';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';
import { sanitiseEmbeddedHtml } from './embedded-html.ts';

/**
 * `embedded-html`: markup pasted by an editor (a booking form, a map, a review widget).
 * Sanitised; no script runs unless its `src` is on `BlockDataProvider`'s `allowedScriptSources`.
 */
export type EmbeddedHtmlBlock = {
  _uid: string;
  component: 'embedded-html';
  title?: string;
  html?: string;
};

export function EmbeddedHtml({ blok, mobile, index }: BlockProps<EmbeddedHtmlBlock>) {
  const { allowedScriptSources = [] } = useBlockData();
  const title = text(blok.title);
  const { html, scripts } = sanitiseEmbeddedHtml(
    typeof blok.html === 'string' ? blok.html : '',
    allowedScriptSources,
  );
  const container = useRef<HTMLDivElement>(null);
  const scriptKey = scripts.join(' ');

  // Scripts set through innerHTML never run: add the allowed ones as elements, once mounted.
  useEffect(() => {
    const host = container.current;
    if (!host || scriptKey === '') return;
    const added = scriptKey.split(' ').map((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      host.appendChild(script);
      return script;
    });
    return () => {
      for (const script of added) script.remove();
    };
  }, [scriptKey]);

  if (html.trim() === '' && scripts.length === 0) return null;
  return (
    <div
      className={`cairn-block-embedded-html${mobile ? ' cairn-block-embedded-html--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <div
        ref={container}
        className="cairn-block-embedded-html__content"
        // Sanitised above: no scripts, handlers or script URLs survive.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised embed
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
