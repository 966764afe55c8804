import {
  Button,
  CheckboxField,
  Price,
  ProductCard,
  RatingStars,
  SelectField,
  Skeleton,
  TextField,
} from '@cairn/ui';
import { createFileRoute } from '@tanstack/react-router';
import { productImageUrl } from '../catalogue/images.ts';
import { ownAddress, seo } from '../seo/seo.ts';
import { SiteLink } from '../site/SiteLink.tsx';

/**
 * `/sink`: the kitchen sink. The shop's components on one page, in the shop's own styles and
 * layout, for checking a change across them at a glance (and for accessibility audits).
 */
export const Route = createFileRoute('/sink')({
  head: ({ match }) =>
    seo({ title: 'Component sink', robots: 'noindex, nofollow', canonical: ownAddress(match) }),
  component: SinkPage,
});

const sampleProduct = {
  uri: '/moraine-mens-nevis-gore-tex-jacket-104211-923',
  name: 'Nevis Gore-Tex Jacket',
  brandName: 'Moraine',
  priceAsNumber: 189.99,
  priceBeforeDiscountAsNumber: 249.99,
  thumbnail: {
    image: {
      filename: 'moraine-mens-nevis-gore-tex-jacket-104211-923-01.jpg',
      alt: 'Nevis Gore-Tex Jacket',
    },
  },
  colour: { name: 'Teal', hex: '#00807f' },
  rating: { average: 4.4, count: 31 },
  available: true,
};

function SinkPage() {
  return (
    <div className="shop-sink">
      <h1>Component sink</h1>
      <section aria-labelledby="sink-buttons">
        <h2 id="sink-buttons">Buttons</h2>
        <p className="shop-sink__row">
          <Button>Add to bag</Button>
          <Button variant="secondary">Save for later</Button>
          <Button variant="ghost">Cancel</Button>
          <Button disabled>Sold out</Button>
        </p>
      </section>
      <section aria-labelledby="sink-prices">
        <h2 id="sink-prices">Prices and ratings</h2>
        <p className="shop-sink__row">
          <Price amount={1249.5} />
          <Price amount={142.49} beforeDiscount={189.99} />
          <RatingStars average={4.3} count={120} />
        </p>
      </section>
      <section aria-labelledby="sink-card">
        <h2 id="sink-card">Product card</h2>
        <div className="shop-sink__card">
          <ProductCard
            product={sampleProduct}
            imageSrc={productImageUrl}
            linkComponent={SiteLink}
            headingLevel={3}
            badge="24% off"
          />
        </div>
      </section>
      <section aria-labelledby="sink-fields">
        <h2 id="sink-fields">Form fields</h2>
        <form className="shop-sink__form" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            hint="For your receipt"
          />
          <TextField label="Postcode" name="postcode" error="Enter a UK postcode, like EH1 1AA" />
          <SelectField
            label="Country"
            name="country"
            options={[
              { value: 'GB', label: 'United Kingdom' },
              { value: 'IE', label: 'Ireland' },
            ]}
          />
          <CheckboxField label="Send me news and offers" name="newsletter" />
        </form>
      </section>
      <section aria-labelledby="sink-loading">
        <h2 id="sink-loading">Loading</h2>
        <Skeleton lines={3} />
      </section>
    </div>
  );
}
