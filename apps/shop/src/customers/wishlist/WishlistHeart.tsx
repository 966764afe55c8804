import { Button } from '@cairn/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../site/lazy-dialogs.tsx';
import { useLoggedIn } from '../session/customer-session.ts';
import { ClientOnly } from '../session/hydrated.ts';

type HeartProps = {
  product: { id: number; name: string };
  /** `icon` on product cards; `labelled` (icon and words) on the product page. */
  variant?: 'icon' | 'labelled';
};

// What changes the wishlist (and TanStack Query's mutation code with it) loads for a logged-in
// customer only: a guest's heart opens the log-in dialog, so a listing's first load, as a guest
// sees it, does without (issue 33).
const CustomerHeart = lazy(() =>
  import('./CustomerHeart.tsx').then((module) => ({ default: module.CustomerHeart })),
);

/**
 * The wishlist heart. Customers toggle it; guests are asked to log in first. The server and
 * the hydrating render show an empty heart, as a guest sees it.
 */
export function WishlistHeart(props: HeartProps) {
  return (
    <ClientOnly fallback={<HeartButton {...props} saved={false} />}>
      <LiveHeart {...props} />
    </ClientOnly>
  );
}

function LiveHeart(props: HeartProps) {
  const loggedIn = useLoggedIn();
  // A tap before the customer's heart's code has come: it saves once the code is here, as a tap
  // while the wishlist is still being read does.
  const [tappedEarly, setTappedEarly] = useState(false);
  if (!loggedIn) return <GuestHeart {...props} />;
  return (
    <Suspense
      fallback={
        <HeartButton
          {...props}
          saved={tappedEarly}
          status=""
          busy
          onClick={() => setTappedEarly(true)}
        />
      }
    >
      <CustomerHeart productId={props.product.id} tappedEarly={tappedEarly}>
        {(heart) => <HeartButton {...props} {...heart} />}
      </CustomerHeart>
    </Suspense>
  );
}

function GuestHeart(props: HeartProps) {
  const [open, setOpen] = useState(false);
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <>
      <HeartButton {...props} saved={false} opensDialog onClick={() => setOpen(true)} />
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Save it for later"
        description="Log in or create an account to keep a wishlist. It stays with your account on every device."
      >
        <p className="account-modal__actions">
          <Button asChild>
            <Link to="/login" search={{ redirect: here }} onClick={() => setOpen(false)}>
              Log in or create an account
            </Link>
          </Button>
        </p>
      </Modal>
    </>
  );
}

function HeartButton({
  product,
  variant = 'icon',
  saved,
  status,
  busy,
  opensDialog,
  onClick,
}: HeartProps & {
  saved: boolean;
  /** What the last toggle did, announced; a customer's heart has one ('' until a toggle). */
  status?: string;
  busy?: boolean;
  opensDialog?: boolean;
  onClick?: () => void;
}) {
  const common = {
    type: 'button',
    'aria-pressed': saved,
    'aria-haspopup': opensDialog ? 'dialog' : undefined,
    'aria-busy': busy || undefined,
    onClick,
  } as const;
  if (variant === 'icon') {
    // On a card: the button alone, its name in aria-label and its heart drawn by the
    // stylesheet (account.css). A listing has 24 of these; an svg and spans in each were
    // 120 elements of the page (issue 16).
    return (
      <>
        <button
          {...common}
          className="account-heart__button account-heart__button--icon"
          aria-label={`Save ${product.name} to wishlist`}
        />
        {/* A customer's toggles are announced; a guest's heart opens a dialog instead. */}
        {status === undefined ? null : (
          <span className="cairn-visually-hidden" aria-live="polite">
            {status}
          </span>
        )}
      </>
    );
  }
  return (
    <span className="account-heart account-heart--labelled">
      <button {...common} className="account-heart__button">
        <svg
          className="account-heart__icon"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 5 5 0 0 1 7 0l.8.8.8-.8a5 5 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {/* One text for the name: a visually hidden span beside the visible label makes
            Chromium join them with a space ("Save to wishlist : …"). */}
        <span className="account-heart__label" aria-hidden="true">
          Save to wishlist
        </span>
        <span className="cairn-visually-hidden">{`Save to wishlist: ${product.name}`}</span>
      </button>
      <span className="cairn-visually-hidden" aria-live="polite">
        {status}
      </span>
    </span>
  );
}
