import type { Modal as ModalComponent, SidePanel as SidePanelComponent } from '@cairn/ui';
import { type ComponentProps, lazy, Suspense, useState } from 'react';

type ModalProps = ComponentProps<typeof ModalComponent>;
type SidePanelProps = ComponentProps<typeof SidePanelComponent>;

const LazyModal = lazy(() => import('./ui-dialogs.ts').then(({ Modal }) => ({ default: Modal })));
const LazySidePanel = lazy(() =>
  import('./ui-dialogs.ts').then(({ SidePanel }) => ({ default: SidePanel })),
);

/**
 * `@cairn/ui`'s Modal for a dialog the page opens from its own state (no `trigger`): closed,
 * it renders nothing, so its code (Radix dialog, focus trap, scroll lock) loads the first time
 * it opens instead of with the page (issue 16).
 */
export function Modal(props: ModalProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}

/** `@cairn/ui`'s SidePanel, loaded the first time it opens (see `Modal`). */
export function SidePanel(props: SidePanelProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazySidePanel {...props} />
    </Suspense>
  );
}

/** True from the first render with `open` on: kept mounted after, so closing animates. */
function useOpenedOnce(open: boolean | undefined): boolean {
  const [opened, setOpened] = useState(Boolean(open));
  if (open && !opened) setOpened(true);
  return opened || Boolean(open);
}
