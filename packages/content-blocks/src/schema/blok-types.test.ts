// Type tests: `tsc` (the package's typecheck) fails if a block type loses or retypes a field;
// vitest runs the file too, where the assertions are no-ops.
import { describe, expectTypeOf, it } from 'vitest';
import type { StoryblokAsset } from '../assets/BlockImage.tsx';
import type {
  AccordionItemBlock,
  AppointmentStoreBlock,
  BrandsListBlock,
  CarouselBlockFields,
  DoubleHeroBlock,
  FeaturedArticlesBlock,
  HelpWidgetBlock,
  ImageProductSpotlightBlock,
  ProductStoryItemBlock,
  PromoBlock,
  SingleHeroBlock,
  SpotlightHotspotBlock,
  StarRatingBlock,
  TabBlock,
  TestimonialBlock,
  TrackingWidgetBlock,
  VideoBlock,
} from '../index.ts';
import type { StoryblokMultilink } from '../links/normalise-link.ts';
import type { RichTextDoc } from '../rich-text/rich-text-html.ts';
import type { Block, BlockComponent, BlockProps } from '../story/types.ts';
import type { BlokOf, BodyBlok } from './blok-types.ts';

/** The fields every block has beside its own. */
type Base = '_uid' | 'component' | '_editable';
type Link = StoryblokMultilink | string;

describe('block types derived from the schema', () => {
  it('give each block exactly its schema fields', () => {
    expectTypeOf<keyof SingleHeroBlock>().toEqualTypeOf<
      | Base
      | 'heading'
      | 'subheading'
      | 'cta_label'
      | 'cta_link'
      | 'image'
      | 'mobile_image'
      | 'title'
    >();
    expectTypeOf<keyof PromoBlock>().toEqualTypeOf<Base | 'heading' | 'text' | 'link' | 'image'>();
    expectTypeOf<keyof DoubleHeroBlock>().toEqualTypeOf<Base | 'title' | 'panels'>();
    expectTypeOf<keyof BrandsListBlock>().toEqualTypeOf<
      Base | 'title' | 'brands' | 'all_brands_label' | 'all_brands_link'
    >();
    expectTypeOf<keyof CarouselBlockFields>().toEqualTypeOf<Base | 'title' | 'loop' | 'slides'>();
    expectTypeOf<keyof TabBlock>().toEqualTypeOf<Base | 'label' | 'text' | 'body'>();
    expectTypeOf<keyof TestimonialBlock>().toEqualTypeOf<
      Base | 'quote' | 'author' | 'detail' | 'rating'
    >();
    expectTypeOf<keyof StarRatingBlock>().toEqualTypeOf<
      Base | 'title' | 'rating' | 'max' | 'review_count' | 'label'
    >();
    expectTypeOf<keyof TrackingWidgetBlock>().toEqualTypeOf<
      Base | 'title' | 'text' | 'submit_label'
    >();
    expectTypeOf<keyof VideoBlock>().toEqualTypeOf<
      Base | 'title' | 'video' | 'poster' | 'captions' | 'caption' | 'autoplay'
    >();
    expectTypeOf<keyof HelpWidgetBlock>().toEqualTypeOf<
      Base | 'title' | 'text' | 'button_label' | 'phone' | 'email' | 'opening_hours' | 'links'
    >();
    expectTypeOf<keyof AppointmentStoreBlock>().toEqualTypeOf<
      Base | 'title' | 'text' | 'button_label' | 'stores'
    >();
    expectTypeOf<keyof FeaturedArticlesBlock>().toEqualTypeOf<
      Base | 'title' | 'articles' | 'folder' | 'limit'
    >();
    expectTypeOf<keyof ImageProductSpotlightBlock>().toEqualTypeOf<
      Base | 'title' | 'text' | 'image' | 'hotspots'
    >();
    expectTypeOf<keyof ProductStoryItemBlock>().toEqualTypeOf<
      Base | 'sku' | 'heading' | 'text' | 'image' | 'link' | 'wide'
    >();
  });

  it('type each field by its Storyblok type', () => {
    expectTypeOf<SingleHeroBlock['component']>().toEqualTypeOf<'single-hero'>();
    expectTypeOf<SingleHeroBlock['heading']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SingleHeroBlock['image']>().toEqualTypeOf<StoryblokAsset | undefined>();
    expectTypeOf<SingleHeroBlock['cta_link']>().toEqualTypeOf<Link | undefined>();
    expectTypeOf<AccordionItemBlock['text']>().toEqualTypeOf<RichTextDoc | string | undefined>();
    expectTypeOf<CarouselBlockFields['loop']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<SpotlightHotspotBlock['x']>().toEqualTypeOf<number | string | undefined>();
    expectTypeOf<FeaturedArticlesBlock['articles']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<BlokOf<'guide'>['kind']>().toEqualTypeOf<
      'buying-guide' | 'kit-list' | 'care-guide' | '' | undefined
    >();
  });

  it('type nested blocks by their field’s whitelist', () => {
    expectTypeOf<NonNullable<DoubleHeroBlock['panels']>[number]>().toEqualTypeOf<
      BlokOf<'double-hero-panel'>
    >();
    expectTypeOf<NonNullable<TabBlock['body']>[number]>().toEqualTypeOf<BodyBlok>();
    expectTypeOf<NonNullable<BlokOf<'page'>['body']>[number]['component']>().toEqualTypeOf<
      BodyBlok['component']
    >();
  });

  it('stay blocks a component of the renderer takes', () => {
    expectTypeOf<SingleHeroBlock>().toExtend<Block>();
    expectTypeOf<(props: BlockProps<SingleHeroBlock>) => null>().toExtend<BlockComponent>();
    // @ts-expect-error: a field the schema does not describe
    const hero: SingleHeroBlock = { _uid: 'a', component: 'single-hero', colour: 'red' };
    void hero;
  });
});
