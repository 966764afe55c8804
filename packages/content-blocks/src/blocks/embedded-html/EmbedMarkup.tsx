'use client';

import { useEffect, useRef } from 'react';
import type { SanitisedEmbed } from './embed-policy.ts';

/** Sanitised embed markup, with its allowed scripts added once mounted. */
export function EmbedMarkup({ embed }: { embed: SanitisedEmbed }) {
  const container = useRef<HTMLDivElement>(null);
  const scriptKey = embed.scripts.join(' ');

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

  return (
    <div
      ref={container}
      className="cairn-block-embedded-html__content"
      // Sanitised by sanitiseEmbeddedHtml: no scripts, handlers or script URLs survive.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised embed
      dangerouslySetInnerHTML={{ __html: embed.html }}
    />
  );
}
