import { type ComponentType, type ReactNode, useContext } from 'react';
import { clientContext, inServerComponents, serverScope } from '../context/server-scope.ts';

/** The props the renderer passes to a link component (the shop's router `Link`, say). */
export type LinkComponentProps = {
  href: string;
  children?: ReactNode;
  className?: string;
  target?: string;
  rel?: string;
  'aria-label'?: string;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

/** The link component in force (`LinkComponentProvider`). */
export const LinkComponentContext = clientContext<LinkComponent>(PlainLink);

/** The link component blocks use: the server renderer's in a Server Component, else the context's. */
export function useLinkComponent(): LinkComponent {
  if (inServerComponents) {
    return (serverScope().linkComponent as LinkComponent | undefined) ?? PlainLink;
  }
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is fixed for the module's life
  return useContext(LinkComponentContext);
}

export { PlainLink };
