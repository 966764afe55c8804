import { BlockImage } from '../../assets/BlockImage.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import { useEditable } from '../../preview/preview-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `category-selector-item`: one category tile. */
export type CategorySelectorItemBlock = BlokOf<'category-selector-item'>;

/** `category-selector`: tiles linking to categories; a swipeable row on mobile, a grid on desktop. */
export type CategorySelectorBlock = BlokOf<'category-selector'>;

export function CategorySelector({ blok, mobile, index }: BlockProps<CategorySelectorBlock>) {
  const title = text(blok.title);
  const categories = nestedBlocks<CategorySelectorItemBlock>(blok.categories).filter(
    (category) => text(category.label) && hasLink(category.link),
  );
  return (
    <nav
      aria-label={title ?? 'Categories'}
      className={`cairn-block-category-selector${mobile ? ' cairn-block-category-selector--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <ul className="cairn-block-category-selector__list">
        {categories.map((category) => (
          <CategoryTile key={category._uid} blok={category} />
        ))}
      </ul>
    </nav>
  );
}

function CategoryTile({ blok }: { blok: CategorySelectorItemBlock }) {
  const editable = useEditable(blok);
  return (
    <li
      {...editable}
      className={['cairn-block-category-selector__item', editable.className]
        .filter(Boolean)
        .join(' ')}
    >
      <BlockLink link={blok.link} className="cairn-block-category-selector__link">
        {/* The label names the link; the picture is decoration. */}
        <BlockImage
          image={blok.image ? { ...blok.image, alt: '' } : undefined}
          className="cairn-block-category-selector__image"
          sizes="(min-width: 1024px) 12rem, 40vw"
        />
        <span className="cairn-block-category-selector__label">{text(blok.label)}</span>
      </BlockLink>
    </li>
  );
}
