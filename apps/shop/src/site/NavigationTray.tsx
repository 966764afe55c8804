import type { NavigationItem } from '@cairn/commerce-client';
import { normaliseLink } from '@cairn/content-blocks/links';
import { Tray } from '@cairn/ui';
import { useAtom } from 'jotai';
import { navAtom } from '../view-state/atoms.ts';
import { SiteLink } from './SiteLink.tsx';

/**
 * The phone navigation: the tray (a dialog from the left, scroll locked) with the top-level
 * sections; a section with children opens its own list (`nav.sub`), with a way back.
 */
export function NavigationTray({ items }: { items: NavigationItem[] }) {
  const [nav, setNav] = useAtom(navAtom);
  const sub = items.find((item) => item._uid === nav.sub);
  const close = () => setNav((state) => ({ ...state, open: false, sub: null }));
  return (
    <Tray
      open={nav.open}
      onOpenChange={(open) => setNav((state) => ({ ...state, open, sub: open ? state.sub : null }))}
      label="Menu"
    >
      <nav aria-label="Main" className="shop-tray-nav">
        {sub ? (
          <>
            <button
              type="button"
              className="shop-tray-nav__back"
              onClick={() => setNav((state) => ({ ...state, sub: null }))}
            >
              <span aria-hidden="true">‹ </span>All sections
            </button>
            <ul className="shop-tray-nav__list">
              <li>
                <SiteLink href={normaliseLink(sub.link)} className="shop-tray-nav__link">
                  All {sub.label.toLowerCase()}
                </SiteLink>
              </li>
              {(sub.children ?? []).map((child) => (
                <li key={child._uid} onClickCapture={close}>
                  <SiteLink href={normaliseLink(child.link)} className="shop-tray-nav__link">
                    {child.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <ul className="shop-tray-nav__list">
            {items.map((item) => (
              <li key={item._uid}>
                {item.children?.length ? (
                  <button
                    type="button"
                    className="shop-tray-nav__link shop-tray-nav__link--parent"
                    aria-current={nav.current === item._uid ? 'true' : undefined}
                    onClick={() =>
                      setNav((state) => ({ ...state, sub: item._uid, current: item._uid }))
                    }
                  >
                    {item.label}
                    <span aria-hidden="true"> ›</span>
                  </button>
                ) : (
                  <SiteLink href={normaliseLink(item.link)} className="shop-tray-nav__link">
                    <span onClickCapture={close}>{item.label}</span>
                  </SiteLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
    </Tray>
  );
}
