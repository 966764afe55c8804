import type { ChangeEvent } from 'react';
import type { CheckoutDraft } from '../checkout-draft.ts';
import type { CheckoutField } from '../checkout-fields.ts';

/** What a text field of the checkout needs: its id, name, value, error and change handler. */
export type FieldBinding = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The draft's text entries (the terms box is the one that is not text). */
export type TextKey = Exclude<keyof CheckoutDraft, 'terms'>;

/** Binds a draft entry to its field; `field` names the error's field when it differs. */
export type BindText = (key: TextKey, field?: CheckoutField) => FieldBinding;
