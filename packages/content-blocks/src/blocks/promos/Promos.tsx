import { BlockImage } from '../../assets/BlockImage.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import { useEditable } from '../../preview/preview-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `promo`: one card of a `promos` block. */
export type PromoBlock = BlokOf<'promo'>;

/** `promos`: a titled row of promotion cards, each a heading, a line of text and a link. */
export type PromosBlock = BlokOf<'promos'>;

export function Promos({ blok, mobile, index }: BlockProps<PromosBlock>) {
  const title = text(blok.title);
  const items = nestedBlocks<PromoBlock>(blok.items);
  return (
    <div className={`cairn-block-promos${mobile ? ' cairn-block-promos--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-promos__title">
          {title}
        </BlockTitle>
      )}
      <ul className="cairn-block-promos__list">
        {items.map((item) => (
          <Promo key={item._uid} blok={item} headingLevel={index === 0 ? 'h2' : 'h3'} />
        ))}
      </ul>
    </div>
  );
}

function Promo({ blok, headingLevel }: { blok: PromoBlock; headingLevel: 'h2' | 'h3' }) {
  const editable = useEditable(blok);
  const heading = text(blok.heading);
  const body = text(blok.text);
  const Heading = headingLevel;
  return (
    <li
      {...editable}
      className={['cairn-block-promos__item', editable.className].filter(Boolean).join(' ')}
    >
      <BlockImage
        image={blok.image}
        className="cairn-block-promos__image"
        sizes="(min-width: 1024px) 33vw, 100vw"
      />
      {heading && (
        <Heading className="cairn-block-promos__heading">
          {hasLink(blok.link) ? (
            <BlockLink link={blok.link} className="cairn-block-promos__link">
              {heading}
            </BlockLink>
          ) : (
            heading
          )}
        </Heading>
      )}
      {body && <p className="cairn-block-promos__text">{body}</p>}
    </li>
  );
}
