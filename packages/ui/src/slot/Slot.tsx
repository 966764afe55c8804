import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

/** What a slot passes on: any element's attributes, and the ref given to it. */
export type SlotProps = HTMLAttributes<HTMLElement> & {
  children?: ReactNode;
  ref?: Ref<HTMLElement> | undefined;
};

type ChildProps = Record<string, unknown> & { ref?: Ref<unknown> };

/**
 * Renders its single child with the slot's props merged in: the `asChild` of `Button` and
 * `VisuallyHidden`. The child's props win, but class names are joined, styles merged, both
 * event handlers run (the child's first) and both refs are set, as Radix's `Slot` does; it is
 * the design system's own so that a page with a button or a visually hidden heading does not
 * load Radix (issue 33: about 1 KB brotli in every first load).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement<ChildProps>(children)) {
    // More than one child is a mistake worth hearing about; none renders nothing.
    if (Children.count(children) > 1) Children.only(null);
    return null;
  }
  const child = children as ReactElement<ChildProps>;
  const props = mergeProps(slotProps as Record<string, unknown>, child.props);
  const childRef = child.props.ref;
  return cloneElement(child, { ...props, ref: ref ? composeRefs(ref, childRef) : childRef });
}

/** The slot's props under the child's, with handlers, styles and class names combined. */
export function mergeProps(
  slotProps: Record<string, unknown>,
  childProps: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function')
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      else if (typeof slotValue === 'function') merged[name] = slotValue;
    } else if (name === 'style')
      merged[name] = {
        ...(slotValue as object | undefined),
        ...(childValue as object | undefined),
      };
    else if (name === 'className') merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
  }
  return merged;
}

/** One ref callback that sets every given ref (and runs their clean-ups, React 19). */
function composeRefs(...refs: (Ref<unknown> | undefined)[]): RefCallback<unknown> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      cleanups.forEach((cleanup, index) => {
        const ref = refs[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
