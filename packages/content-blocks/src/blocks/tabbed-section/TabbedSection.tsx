'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { KeptRichText } from '../../hydration/KeptRichText.tsx';
import { useEditable, usePreview } from '../../preview/preview-context.tsx';
import { NestedBlocks } from '../../renderer/components-context.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { Block, BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `tab`: one tab of a `tabbed-section`: a label, rich text and/or nested blocks. */
export type TabBlock = BlokOf<'tab'>;

/** `tabbed-section`: a titled set of tabs (Radix tabs); every panel stays in the server HTML. */
export type TabbedSectionBlock = BlokOf<'tabbed-section'>;

export function TabbedSection({ blok, mobile, index }: BlockProps<TabbedSectionBlock>) {
  const title = text(blok.title);
  const tabs = nestedBlocks<TabBlock>(blok.tabs).filter((tab) => text(tab.label));
  const [selected, setSelected] = useState(tabs[0]?._uid ?? '');
  if (tabs.length === 0) return null;
  return (
    <div
      className={`cairn-block-tabbed-section${mobile ? ' cairn-block-tabbed-section--mobile' : ''}`}
    >
      {title && (
        <BlockTitle index={index} className="cairn-block-title">
          {title}
        </BlockTitle>
      )}
      <Tabs.Root
        value={selected}
        onValueChange={setSelected}
        className="cairn-block-tabbed-section__tabs"
      >
        <Tabs.List aria-label={title ?? 'Sections'} className="cairn-block-tabbed-section__list">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab._uid}
              value={tab._uid}
              className="cairn-block-tabbed-section__tab"
            >
              {text(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <TabPanel
            key={tab._uid}
            blok={tab}
            mobile={mobile}
            index={index}
            hidden={tab._uid !== selected}
          />
        ))}
      </Tabs.Root>
    </div>
  );
}

function TabPanel({
  blok,
  mobile,
  index,
  hidden,
}: {
  blok: TabBlock;
  mobile: boolean;
  index: number;
  hidden: boolean;
}) {
  const editable = useEditable(blok);
  const preview = usePreview();
  return (
    <Tabs.Content
      value={blok._uid}
      // Every panel is in the HTML (for search engines); the inactive ones are hidden.
      forceMount
      hidden={hidden}
      {...editable}
      className={['cairn-block-tabbed-section__panel', editable.className]
        .filter(Boolean)
        .join(' ')}
    >
      {/* The panels' text stays as the server sent it: the tabs hydrate without its renderer. */}
      {blok.text ? <KeptRichText doc={blok.text} hydrate={preview} /> : null}
      <NestedBlocks blocks={nestedBlocks<Block>(blok.body)} mobile={mobile} index={index + 1} />
    </Tabs.Content>
  );
}
