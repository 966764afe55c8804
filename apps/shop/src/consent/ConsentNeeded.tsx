import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { OptionalCategory } from './consent.ts';
import { categoryDescriptions } from './consent.ts';
import { consentSettingsOpenAtom } from './consent-state.ts';

/**
 * In place of a third-party widget the shopper has not allowed: what it would show, which
 * category it needs, and the way to the settings.
 */
export function ConsentNeeded({
  category,
  children,
}: {
  category: OptionalCategory;
  children: ReactNode;
}) {
  const openSettings = useSetAtom(consentSettingsOpenAtom);
  return (
    <p className="shop-consent-needed">
      To see {children} here, allow {categoryDescriptions[category].title.toLowerCase()} cookies in{' '}
      <button
        type="button"
        className="shop-consent-needed__open"
        onClick={() => openSettings(true)}
      >
        cookie settings
      </button>
      .
    </p>
  );
}
