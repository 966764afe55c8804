import { BlockImage, hasImage } from '../../assets/BlockImage.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import { useEditable } from '../../preview/preview-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `brand`: one brand of a `brands-list`. */
export type BrandBlock = BlokOf<'brand'>;

/** `brands-list`: a titled list of brand logos (or names) linking to brand pages. */
export type BrandsListBlock = BlokOf<'brands-list'>;

export function BrandsList({ blok, mobile, index }: BlockProps<BrandsListBlock>) {
  const title = text(blok.title);
  const brands = nestedBlocks<BrandBlock>(blok.brands).filter((brand) => text(brand.name));
  const allLabel = text(blok.all_brands_label);
  return (
    <div className={`cairn-block-brands-list${mobile ? ' cairn-block-brands-list--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <ul className="cairn-block-brands-list__list">
        {brands.map((brand) => (
          <Brand key={brand._uid} blok={brand} />
        ))}
      </ul>
      {allLabel && hasLink(blok.all_brands_link) && (
        <p className="cairn-block-brands-list__all">
          <BlockLink link={blok.all_brands_link}>{allLabel}</BlockLink>
        </p>
      )}
    </div>
  );
}

function Brand({ blok }: { blok: BrandBlock }) {
  const editable = useEditable(blok);
  const name = text(blok.name) ?? '';
  // The logo is the link's content, so its alt text is the brand name.
  const content = hasImage(blok.logo) ? (
    <BlockImage
      image={{ ...blok.logo, alt: name }}
      className="cairn-block-brands-list__logo"
      sizes="10rem"
    />
  ) : (
    <span className="cairn-block-brands-list__name">{name}</span>
  );
  return (
    <li
      {...editable}
      className={['cairn-block-brands-list__item', editable.className].filter(Boolean).join(' ')}
    >
      {hasLink(blok.link) ? (
        <BlockLink link={blok.link} className="cairn-block-brands-list__link">
          {content}
        </BlockLink>
      ) : (
        content
      )}
    </li>
  );
}
