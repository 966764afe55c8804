import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/link.tsx';
import { expectNoAxeViolations } from '../testing/axe.ts';
import * as stories from './ProductCard.stories.tsx';
import { ProductCard } from './ProductCard.tsx';

const { Discounted, FullPrice, OutOfStock, AboveTheFold, WithActions, Minimal } =
  composeStories(stories);
const product = stories.default.args.product;
const imageSrc = (filename: string, width: number) => `https://img.test/${filename}?w=${width}`;

function RouterLink({ href, className, children }: LinkComponentProps) {
  return (
    <a href={`/gb${href}`} className={className} data-router="">
      {children}
    </a>
  );
}

describe('ProductCard', () => {
  it.each(Object.entries(composeStories(stories)))(
    'the %s story renders without accessibility violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it('given a product, the card has one link, named by brand and product, to its page', () => {
    render(<Discounted />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe('Rab Microlight Alpine Down Jacket');
    expect(links[0]?.getAttribute('href')).toBe('/rab/microlight-alpine-jacket-marmalade');
    expect(links[0]?.className).toBe('cairn-product-card__link');
  });

  it('puts the link in a level 3 heading unless told another level', () => {
    render(<Discounted />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('Microlight');
    render(<AboveTheFold />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Microlight');
  });

  it('offers the image at every width with sizes, and reserves its space', () => {
    render(<ProductCard product={product} imageSrc={imageSrc} sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Rab Microlight Alpine, front' });
    expect(image.getAttribute('src')).toBe(
      'https://img.test/rab-microlight-alpine-down-jacket-orange-01.jpg?w=480',
    );
    expect(image.getAttribute('srcset')).toBe(
      [320, 480, 640]
        .map(
          (width) =>
            `https://img.test/rab-microlight-alpine-down-jacket-orange-01.jpg?w=${width} ${width}w`,
        )
        .join(', '),
    );
    expect(image.getAttribute('sizes')).toBe('50vw');
    expect(image.getAttribute('width')).toBe('480');
    expect(image.getAttribute('height')).toBe('600');
  });

  it('given no imageSrc, it shows the thumbnail at its own address, without srcset', () => {
    render(<ProductCard product={product} />);
    const image = screen.getByRole('img', { name: 'Rab Microlight Alpine, front' });
    expect(image.getAttribute('src')).toBe('rab-microlight-alpine-down-jacket-orange-01.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('given no thumbnail, it keeps the empty image box, so cards in a row line up', () => {
    const { container } = render(<Minimal />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.cairn-product-card__media')).not.toBeNull();
  });

  it('given no brand, the link is named by the product alone', () => {
    const { container } = render(<Minimal />);
    expect(screen.getByRole('link').textContent).toBe('Cairn Enamel Trail Mug');
    expect(container.querySelector('.cairn-product-card__brand')).toBeNull();
  });

  it('given a currency format, it writes the price in it', () => {
    const { container } = render(<Minimal />);
    expect(container.querySelector('.cairn-price')?.textContent).toBe('12,50 €');
  });

  it('given an id, the card carries it, for in-page links', () => {
    render(<ProductCard product={product} id="look-1" />);
    expect(screen.getByRole('article').id).toBe('look-1');
  });

  it('given no priority, it loads the image lazily', () => {
    render(<Discounted />);
    const image = screen.getByRole('img', { name: 'Rab Microlight Alpine, front' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
  });

  it('given priority, it loads the image eagerly at high priority', () => {
    render(<AboveTheFold />);
    const image = screen.getByRole('img', { name: 'Rab Microlight Alpine, front' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('given a discount, it shows both prices, said in words', () => {
    render(<Discounted />);
    expect(screen.getByText('Now £142.49, was £189.99')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
  });

  it('given a full price and no rating, it shows the price alone and no stars', () => {
    const { container } = render(<FullPrice />);
    expect(container.querySelector('.cairn-price')?.textContent).toBe('£249.00');
    expect(container.querySelector('.cairn-rating')).toBeNull();
  });

  it('given a rating, it shows the stars with the rating in words', () => {
    render(<Discounted />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 (120 reviews)' })).toBeTruthy();
  });

  it('given a product that is not available, it says it is out of stock', () => {
    render(<OutOfStock />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    render(<Discounted />);
    expect(screen.getAllByText(/Out of stock/)).toHaveLength(1);
  });

  it('given actions, it renders them outside the link', () => {
    render(<WithActions />);
    const button = screen.getByRole('button', {
      name: 'Save Rab Microlight Alpine Down Jacket to wishlist',
    });
    expect(button.closest('a')).toBeNull();
    expect(within(screen.getByRole('link')).queryByRole('button')).toBeNull();
  });

  it('given a link component, it renders the link through it', () => {
    render(<ProductCard product={product} imageSrc={imageSrc} linkComponent={RouterLink} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/gb/rab/microlight-alpine-jacket-marmalade');
    expect(link.hasAttribute('data-router')).toBe(true);
  });

  it('renders on the server with the image ready for the browser', () => {
    const html = renderToString(<ProductCard product={product} imageSrc={imageSrc} priority />);
    expect(html).toContain('href="/rab/microlight-alpine-jacket-marmalade"');
    expect(html).toContain(
      'srcSet="https://img.test/rab-microlight-alpine-down-jacket-orange-01.jpg?w=320 320w',
    );
    expect(html).toContain('fetchPriority="high"');
  });
});
