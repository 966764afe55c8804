import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

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

const LinkComponentContext = createContext<LinkComponent>(PlainLink);

/** Provides the component blocks use for links inside the shop; `<a>` by default. */
export function LinkComponentProvider({
  component,
  children,
}: {
  component: LinkComponent | undefined;
  children: ReactNode;
}) {
  return (
    <LinkComponentContext.Provider value={component ?? PlainLink}>
      {children}
    </LinkComponentContext.Provider>
  );
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

export { PlainLink };
