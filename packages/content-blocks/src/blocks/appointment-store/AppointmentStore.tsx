'use client';

import { Button, SelectField, VisuallyHidden } from '@cairn/ui';
import { useState } from 'react';
import { type BlockStore, useBlockData } from '../../data/block-data.tsx';
import { BlockLink } from '../../links/BlockLink.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `appointment-store-option`: a store offered by `appointment-store`. */
export type AppointmentStoreOptionBlock = BlokOf<'appointment-store-option'>;

/**
 * `appointment-store`: pick a store, then book at `/appointments/{slug}`. Lists the block's own
 * stores, else every store from `BlockDataProvider`'s `getStores`.
 */
export type AppointmentStoreBlock = BlokOf<'appointment-store'>;

const slugPattern = /^[a-z0-9][a-z0-9-]*$/;

/** The booking page of a store. */
export function appointmentHref(slug: string): string {
  return `/appointments/${encodeURIComponent(slug)}`;
}

export function AppointmentStore({ blok, mobile, index }: BlockProps<AppointmentStoreBlock>) {
  const data = useBlockData();
  const own: BlockStore[] = nestedBlocks<AppointmentStoreOptionBlock>(blok.stores).flatMap(
    (store) => {
      const name = text(store.name);
      const slug = text(store.slug);
      return name && slug ? [{ name, slug }] : [];
    },
  );
  const stores = (own.length > 0 ? own : (data.getStores?.() ?? [])).filter((store) =>
    slugPattern.test(store.slug),
  );
  const [slug, setSlug] = useState(stores[0]?.slug ?? '');
  const title = text(blok.title) ?? 'Book an appointment';
  const selected = stores.find((store) => store.slug === slug) ?? stores[0];
  return (
    <div
      className={`cairn-block-appointment-store${mobile ? ' cairn-block-appointment-store--mobile' : ''}`}
    >
      <BlockTitle index={index} className="cairn-block-title">
        {title}
      </BlockTitle>
      {text(blok.text) && <p className="cairn-block-appointment-store__intro">{text(blok.text)}</p>}
      {selected ? (
        <div className="cairn-block-appointment-store__picker">
          <SelectField
            label="Store"
            name="store"
            value={selected.slug}
            onChange={(event) => setSlug(event.target.value)}
            options={stores.map((store) => ({
              value: store.slug,
              label:
                store.town && store.town !== store.name
                  ? `${store.name}, ${store.town}`
                  : store.name,
            }))}
          />
          <Button asChild>
            <BlockLink link={appointmentHref(selected.slug)}>
              {text(blok.button_label) ?? 'Book an appointment'}
              <VisuallyHidden> at {selected.name}</VisuallyHidden>
            </BlockLink>
          </Button>
        </div>
      ) : (
        <p className="cairn-block-appointment-store__empty">
          Appointments cannot be booked online at the moment. Please call your local store.
        </p>
      )}
    </div>
  );
}
