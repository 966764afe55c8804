'use client';

import { Button, TextField } from '@cairn/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  type OrderTrackingRequest,
  type OrderTrackingResult,
  useBlockData,
} from '../../data/block-data.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, text } from '../block-heading.tsx';
import { formatDate } from '../format-date.ts';

/** `tracking-widget`: order number and email in, the order's delivery status out. */
export type TrackingWidgetBlock = BlokOf<'tracking-widget'>;

export type TrackingWidgetProps = BlockProps<TrackingWidgetBlock> & {
  /** Overrides `trackOrder` from `BlockDataProvider`. */
  trackOrder?: (request: OrderTrackingRequest) => Promise<OrderTrackingResult>;
};

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; result: OrderTrackingResult }
  | { kind: 'error'; message: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form before calling `trackOrder`; the message says what to fix. */
export function validateTrackingRequest(request: OrderTrackingRequest): string | null {
  if (request.orderNumber.trim() === '') return 'Enter your order number.';
  if (!/^[A-Za-z0-9-]{1,40}$/.test(request.orderNumber.trim())) {
    return 'Order numbers contain only letters, digits and dashes.';
  }
  if (!emailPattern.test(request.email.trim())) {
    return 'Enter the email address you ordered with, like name@example.com.';
  }
  return null;
}

export function TrackingWidget({ blok, mobile, index, trackOrder }: TrackingWidgetProps) {
  const data = useBlockData();
  const track = trackOrder ?? data.trackOrder;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = useId();
  const title = text(blok.title) ?? 'Track your order';
  const intro = text(blok.text);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const request = {
      orderNumber: String(form.get('orderNumber') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
    };
    const problem = validateTrackingRequest(request);
    if (problem) return setState({ kind: 'error', message: problem });
    if (!track) {
      return setState({
        kind: 'error',
        message: 'Order tracking is not available right now. Please try again later.',
      });
    }
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'found', result: await track(request) });
    } catch (error) {
      const message =
        error instanceof Error && error.message
          ? error.message
          : 'We could not find that order. Check the order number and email address.';
      setState({ kind: 'error', message });
    }
  }

  // The one message under the form describes both fields.
  const invalid =
    state.kind === 'error'
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
      : undefined;
  return (
    <div
      className={`cairn-block-tracking-widget${mobile ? ' cairn-block-tracking-widget--mobile' : ''}`}
    >
      <BlockTitle index={index} className="cairn-block-title" id={`${id}-title`}>
        {title}
      </BlockTitle>
      {intro && <p className="cairn-block-tracking-widget__intro">{intro}</p>}
      <form
        className="cairn-block-tracking-widget__form"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={onSubmit}
      >
        <TextField
          label="Order number"
          name="orderNumber"
          required
          autoComplete="off"
          inputMode="text"
          {...invalid}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          required
          autoComplete="email"
          {...invalid}
        />
        <Button type="submit" disabled={state.kind === 'loading'}>
          {state.kind === 'loading'
            ? 'Finding your order…'
            : (text(blok.submit_label) ?? 'Track order')}
        </Button>
      </form>
      <div className="cairn-block-tracking-widget__result" role="status" aria-live="polite">
        {state.kind === 'found' && <TrackingResult result={state.result} />}
      </div>
      {state.kind === 'error' && (
        <p id={`${id}-error`} className="cairn-block-tracking-widget__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}

function TrackingResult({ result }: { result: OrderTrackingResult }) {
  const eta = result.estimatedDelivery ? formatDate(result.estimatedDelivery) : undefined;
  return (
    <dl className="cairn-block-tracking-widget__details">
      {result.orderNumber && (
        <>
          <dt>Order</dt>
          <dd>{result.orderNumber}</dd>
        </>
      )}
      <dt>Status</dt>
      <dd className="cairn-block-tracking-widget__status">{result.status}</dd>
      {result.carrier && (
        <>
          <dt>Carrier</dt>
          <dd>{result.carrier}</dd>
        </>
      )}
      {eta && (
        <>
          <dt>Expected</dt>
          <dd>{eta}</dd>
        </>
      )}
      {result.trackingUrl && /^https:\/\//.test(result.trackingUrl) && (
        <>
          <dt>Tracking</dt>
          <dd>
            <a href={result.trackingUrl} target="_blank" rel="noopener noreferrer">
              Follow your parcel with {result.carrier ?? 'the carrier'} (opens in a new tab)
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
