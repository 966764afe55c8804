import { Button, CheckboxField } from '@cairn/ui';
import { useAtom } from 'jotai';
import { type FormEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { Modal } from '../site/lazy-dialogs.tsx';
import { SiteLink } from '../site/SiteLink.tsx';
import {
  allAccepted,
  type Consent,
  categoryDescriptions,
  consentCategories,
  necessaryOnly,
  type OptionalCategory,
} from './consent.ts';
import { consentSettingsOpenAtom, saveConsent, useConsent } from './consent-state.ts';

export const cookieDeclarationPath = '/information/cookie-declaration';

/**
 * Asks once which cookies and scripts the shopper allows. Not a modal: a bar fixed to the foot
 * of the window, so the page neither moves when it appears (after hydration, since cached pages
 * are the same for everyone) nor stops being readable and usable behind it. "Choose" opens the
 * settings dialog, which the footer's "Cookie settings" opens too.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const [, setSettingsOpen] = useAtom(consentSettingsOpenAtom);
  const headingId = useId();
  const banner = useRef<HTMLElement>(null);
  const asking = consent === null;
  useBannerRoom(banner, asking);
  const now = () => new Date().toISOString();
  return (
    <>
      {asking ? (
        <section ref={banner} className="shop-consent" aria-labelledby={headingId}>
          <div className="shop-consent__text">
            <h2 id={headingId} className="shop-consent__title">
              Cookies on Cairn
            </h2>
            <p>
              We use necessary cookies to run the shop. With your permission we also remember
              preferences, count what is viewed and show partners’ payment offers.{' '}
              <SiteLink href={cookieDeclarationPath}>What each category loads</SiteLink>
            </p>
          </div>
          <div className="shop-consent__actions">
            <Button size="small" onClick={() => saveConsent(allAccepted(now()))}>
              Accept all
            </Button>
            <Button
              size="small"
              variant="secondary"
              onClick={() => saveConsent(necessaryOnly(now()))}
            >
              Necessary only
            </Button>
            <Button size="small" variant="ghost" onClick={() => setSettingsOpen(true)}>
              Choose
            </Button>
          </div>
        </section>
      ) : null}
      <ConsentSettings />
    </>
  );
}

/**
 * While the banner shows, its height is `--shop-consent-height` on the document: the page gets
 * that much room at its foot (added below everything, so nothing moves) and scrolling keeps
 * focused and jumped-to elements above the banner. So the last of a page (the Pay button, the
 * footer) can always be scrolled out from under it, and focus is never hidden behind it.
 */
function useBannerRoom(banner: RefObject<HTMLElement | null>, asking: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!asking || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--shop-consent-height', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--shop-consent-height');
    };
  }, [banner, asking]);
}

const optionalCategories = consentCategories.filter(
  (category): category is OptionalCategory => category !== 'necessary',
);

/**
 * The settings dialog: one checkbox per category, necessary always on. Every page renders it
 * closed, so its dialog code loads the first time it opens (`lazy-dialogs`), not with the page.
 */
function ConsentSettings() {
  const consent = useConsent();
  const [open, setOpen] = useAtom(consentSettingsOpenAtom);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen: Consent = {
      ...necessaryOnly(new Date().toISOString()),
      ...Object.fromEntries(optionalCategories.map((category) => [category, form.has(category)])),
    };
    saveConsent(chosen);
    setOpen(false);
  }
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Cookie settings"
      description="Choose what Cairn may store and load in this browser. You can change this at any time from the footer."
      className="shop-consent-settings"
    >
      <form onSubmit={onSubmit}>
        <CheckboxField
          name="necessary"
          label={categoryDescriptions.necessary.title}
          hint={`${categoryDescriptions.necessary.purpose} Always on.`}
          checked
          disabled
          readOnly
        />
        {optionalCategories.map((category) => (
          <CheckboxField
            key={category}
            name={category}
            label={categoryDescriptions[category].title}
            hint={categoryDescriptions[category].purpose}
            defaultChecked={consent?.[category] ?? false}
          />
        ))}
        <Button type="submit">Save choices</Button>
      </form>
    </Modal>
  );
}

/** The footer's way back to the choice, on every page. */
export function CookieSettingsButton() {
  const [, setOpen] = useAtom(consentSettingsOpenAtom);
  return (
    <button type="button" className="shop-footer__cookies" onClick={() => setOpen(true)}>
      Cookie settings
    </button>
  );
}
