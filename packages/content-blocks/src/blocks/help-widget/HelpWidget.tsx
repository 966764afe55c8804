import { Button, Modal } from '@cairn/ui';
import { BlockLink, hasLink } from '../../links/BlockLink.tsx';
import type { BlokOf } from '../../schema/blok-types.ts';
import type { BlockProps } from '../../story/types.ts';
import { BlockTitle, nestedBlocks, text } from '../block-heading.tsx';

/** `help-link`: a help topic link. */
export type HelpLinkBlock = BlokOf<'help-link'>;

/**
 * `help-widget`: a "need help?" card whose button opens a dialog (@cairn/ui's `Modal`) of help
 * topics and contacts.
 */
export type HelpWidgetBlock = BlokOf<'help-widget'>;

export function HelpWidget({ blok, mobile, index }: BlockProps<HelpWidgetBlock>) {
  const title = text(blok.title) ?? 'Need help?';
  const intro = text(blok.text);
  const links = nestedBlocks<HelpLinkBlock>(blok.links).filter(
    (link) => text(link.label) && hasLink(link.link),
  );
  const phone = text(blok.phone);
  const email = text(blok.email);
  const hours = text(blok.opening_hours);
  return (
    <div className={`cairn-block-help-widget${mobile ? ' cairn-block-help-widget--mobile' : ''}`}>
      <BlockTitle index={index} className="cairn-block-title">
        {title}
      </BlockTitle>
      {intro && <p className="cairn-block-help-widget__intro">{intro}</p>}
      <Modal
        title={title}
        description={hours ? `Our team is here ${hours}.` : 'Choose a topic or get in touch.'}
        trigger={<Button variant="secondary">{text(blok.button_label) ?? 'Contact us'}</Button>}
      >
        <div className="cairn-block-help-widget__panel">
          {links.length > 0 && (
            <ul className="cairn-block-help-widget__links">
              {links.map((link) => (
                <li key={link._uid}>
                  <BlockLink link={link.link}>{text(link.label)}</BlockLink>
                </li>
              ))}
            </ul>
          )}
          {(phone || email) && (
            <dl className="cairn-block-help-widget__contacts">
              {phone && (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                  </dd>
                </>
              )}
              {email && (
                <>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </>
              )}
            </dl>
          )}
        </div>
      </Modal>
    </div>
  );
}
