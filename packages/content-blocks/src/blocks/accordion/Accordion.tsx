import * as RadixAccordion from '@radix-ui/react-accordion';
import { useState } from 'react';
import { useEditable } from '../../preview/preview-context.tsx';
import { RichText, type RichTextDoc } from '../../rich-text/index.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `accordion-item`: a question (heading) and its rich text answer. */
export type AccordionItemBlock = {
  _uid: string;
  component: 'accordion-item';
  heading?: string;
  text?: RichTextDoc | string;
};

/** `accordion`: a titled list of collapsible items (FAQs, delivery options). */
export type AccordionBlock = {
  _uid: string;
  component: 'accordion';
  title?: string;
  items?: AccordionItemBlock[];
};

/**
 * Radix accordion, several items open at once. Closed answers stay in the server HTML (hidden)
 * so search engines and in-page search still find them.
 */
export function Accordion({ blok, mobile, index }: BlockProps<AccordionBlock>) {
  const title = text(blok.title);
  const items = nestedBlocks<AccordionItemBlock>(blok.items);
  const [open, setOpen] = useState<string[]>([]);
  return (
    <div className={`cairn-block-accordion${mobile ? ' cairn-block-accordion--mobile' : ''}`}>
      {title && (
        <BlockTitle index={index} className="cairn-block-accordion__title">
          {title}
        </BlockTitle>
      )}
      <RadixAccordion.Root
        type="multiple"
        value={open}
        onValueChange={setOpen}
        className="cairn-block-accordion__list"
      >
        {items.map((item) => (
          <AccordionItem
            key={item._uid}
            blok={item}
            headingLevel={index === 0 ? 'h2' : 'h3'}
            hidden={!open.includes(item._uid)}
          />
        ))}
      </RadixAccordion.Root>
    </div>
  );
}

function AccordionItem({
  blok,
  headingLevel,
  hidden,
}: {
  blok: AccordionItemBlock;
  headingLevel: 'h2' | 'h3';
  hidden: boolean;
}) {
  const editable = useEditable(blok);
  const Heading = headingLevel;
  return (
    <RadixAccordion.Item
      value={blok._uid}
      {...editable}
      className={['cairn-block-accordion__item', editable.className].filter(Boolean).join(' ')}
    >
      <RadixAccordion.Header asChild>
        <Heading className="cairn-block-accordion__heading">
          <RadixAccordion.Trigger className="cairn-block-accordion__trigger">
            {text(blok.heading) ?? ''}
            <span className="cairn-block-accordion__icon" aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      {/* Mounted while closed so the answer is in the server HTML; hidden until opened. */}
      <RadixAccordion.Content forceMount hidden={hidden} className="cairn-block-accordion__content">
        <RichText doc={blok.text} />
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
