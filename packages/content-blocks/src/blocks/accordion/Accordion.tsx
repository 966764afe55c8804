import { useEditable } from '../../preview/preview-context.tsx';
import { RichText } from '../../rich-text/index.ts';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `accordion-item`: a question (heading) and its rich text answer. */
export type AccordionItemBlock = BlokOf<'accordion-item'>;

/** `accordion`: a titled list of collapsible items (FAQs, delivery options). */
export type AccordionBlock = BlokOf<'accordion'>;

/**
 * A list of native disclosures (`<details>`/`<summary>`), several open at once. The browser
 * opens and closes them, announces their state and finds closed answers with in-page search:
 * no script, so the answers open with JavaScript off and the block needs none of its code
 * once rendered (an app may keep its server HTML as it is). Closed answers stay in the HTML
 * for search engines.
 */
export function Accordion({ blok, mobile, index }: BlockProps<AccordionBlock>) {
  const title = text(blok.title);
  const items = nestedBlocks<AccordionItemBlock>(blok.items);
  return (
    <div className={`cairn-block-accordion${mobile ? ' cairn-block-accordion--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-accordion__title">
          {title}
        </BlockTitle>
      )}
      <div className="cairn-block-accordion__list">
        {items.map((item) => (
          <AccordionItem key={item._uid} blok={item} headingLevel={index === 0 ? 'h2' : 'h3'} />
        ))}
      </div>
    </div>
  );
}

function AccordionItem({
  blok,
  headingLevel,
}: {
  blok: AccordionItemBlock;
  headingLevel: 'h2' | 'h3';
}) {
  const editable = useEditable(blok);
  const Heading = headingLevel;
  return (
    <details
      {...editable}
      className={['cairn-block-accordion__item', editable.className].filter(Boolean).join(' ')}
    >
      {/* A summary may hold one heading: the questions stay in the page's outline. */}
      <summary className="cairn-block-accordion__trigger">
        <Heading className="cairn-block-accordion__heading">{text(blok.heading) ?? ''}</Heading>
        <span className="cairn-block-accordion__icon" aria-hidden="true" />
      </summary>
      <div className="cairn-block-accordion__content">
        <RichText doc={blok.text} />
      </div>
    </details>
  );
}
