import { Button } from '@cairn/ui/static';
import { BlockImage } from '../../assets/BlockImage.tsx';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import { useEditable } from '../../preview/preview-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `double-hero-panel`: one half of a `double-hero`. */
export type DoubleHeroPanelBlock = BlokOf<'double-hero-panel'>;

/** `double-hero`: two hero panels side by side on desktop, stacked on mobile. */
export type DoubleHeroBlock = BlokOf<'double-hero'>;

export function DoubleHero({ blok, mobile, index }: BlockProps<DoubleHeroBlock>) {
  const title = text(blok.title);
  const panels = nestedBlocks<DoubleHeroPanelBlock>(blok.panels).slice(0, 2);
  // As the page's hero without a title, the first panel's heading is the page's h1.
  const firstLevel = index === 0 && !title ? 'h1' : 'h2';
  return (
    <div className={`cairn-block-double-hero${mobile ? ' cairn-block-double-hero--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <div className="cairn-block-double-hero__panels">
        {panels.map((panel, position) => (
          <Panel
            key={panel._uid}
            blok={panel}
            headingLevel={position === 0 ? firstLevel : 'h2'}
            priority={index === 0}
          />
        ))}
      </div>
    </div>
  );
}

function Panel({
  blok,
  headingLevel,
  priority,
}: {
  blok: DoubleHeroPanelBlock;
  headingLevel: 'h1' | 'h2';
  priority: boolean;
}) {
  const editable = useEditable(blok);
  const Heading = headingLevel;
  const heading = text(blok.heading);
  const body = text(blok.text);
  const ctaLabel = text(blok.cta_label);
  return (
    <div
      {...editable}
      className={['cairn-block-double-hero__panel', editable.className].filter(Boolean).join(' ')}
    >
      <BlockImage
        image={blok.image}
        className="cairn-block-double-hero__image"
        priority={priority}
        sizes="(min-width: 1024px) 50vw, 100vw"
      />
      <div className="cairn-block-double-hero__text">
        {heading && <Heading className="cairn-block-double-hero__heading">{heading}</Heading>}
        {body && <p className="cairn-block-double-hero__body">{body}</p>}
        {ctaLabel && hasLink(blok.cta_link) && (
          <Button asChild variant="secondary">
            <BlockLink link={blok.cta_link}>{ctaLabel}</BlockLink>
          </Button>
        )}
      </div>
    </div>
  );
}
