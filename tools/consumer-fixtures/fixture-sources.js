// What a consumer's own services would answer the blocks of the fixtures' guide story: a
// catalogue that knows any SKU and one store for the appointment block. Copied into each app.
export const catalogue = {
  async productsBySku(skus) {
    return skus.map((sku, index) => ({
      sku,
      name: `Product ${index + 1}`,
      uri: `/product-${sku}`,
      brandName: 'Cairn',
      priceAsNumber: 40 + index,
      thumbnail: { image: { filename: `${sku}.jpg`, alt: '' } },
    }));
  },
};

export const stores = {
  async appointmentStores() {
    return [{ slug: 'keswick', name: 'Keswick', city: 'Keswick' }];
  },
};
