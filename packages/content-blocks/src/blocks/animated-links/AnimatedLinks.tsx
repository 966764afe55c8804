import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import { useEditable } from '../../preview/preview-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `animated-link`: one large link of an `animated-links` block. */
export type AnimatedLinkBlock = BlokOf<'animated-link'>;

/** `animated-links`: a titled list of large text links with an underline that slides in. */
export type AnimatedLinksBlock = BlokOf<'animated-links'>;

export function AnimatedLinks({ blok, mobile, index }: BlockProps<AnimatedLinksBlock>) {
  const title = text(blok.title);
  const links = nestedBlocks<AnimatedLinkBlock>(blok.links).filter(
    (link) => text(link.label) && hasLink(link.link),
  );
  return (
    <div
      className={`cairn-block-animated-links${mobile ? ' cairn-block-animated-links--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-animated-links__title">
          {title}
        </BlockTitle>
      )}
      <ul className="cairn-block-animated-links__list">
        {links.map((link) => (
          <AnimatedLink key={link._uid} blok={link} />
        ))}
      </ul>
    </div>
  );
}

function AnimatedLink({ blok }: { blok: AnimatedLinkBlock }) {
  const editable = useEditable(blok);
  return (
    <li
      {...editable}
      className={['cairn-block-animated-links__item', editable.className].filter(Boolean).join(' ')}
    >
      <BlockLink link={blok.link} className="cairn-block-animated-links__link">
        <span className="cairn-block-animated-links__label">{text(blok.label)}</span>
      </BlockLink>
    </li>
  );
}
