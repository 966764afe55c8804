import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './Slot.tsx';

describe('Slot', () => {
  it('renders the child itself, with the class names of both', () => {
    render(
      <Slot className="cairn-button">
        <a href="/jackets" className="promo">
          Jackets
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Jackets' });
    expect(link.className).toBe('cairn-button promo');
    expect(link.parentElement?.tagName).toBe('DIV');
  });

  it("lets the child's props win, but merges styles", () => {
    render(
      <Slot title="slot" style={{ color: 'red', margin: 0 }}>
        <span title="child" style={{ color: 'blue' }}>
          Text
        </span>
      </Slot>,
    );
    const span = screen.getByText('Text');
    expect(span.title).toBe('child');
    expect(span.style.color).toBe('blue');
    expect(span.style.margin).toBe('0px');
  });

  it("given a click, it runs the child's handler, then the slot's", async () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(calls).toEqual(['child', 'slot']);
  });

  it("given only the slot's handler, it runs that", async () => {
    const onClick = vi.fn();
    render(
      <Slot onClick={onClick}>
        <button type="button">Go</button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("sets both the slot's ref and the child's to the element, and clears them on unmount", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    const { unmount } = render(
      <Slot ref={slotRef}>
        <a href="/" ref={childRef}>
          Home
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link');
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
    unmount();
    expect(slotRef.current).toBeNull();
    expect(childRef.current).toBeNull();
  });

  it('given more than one child, it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Slot>
          <span>One</span>
          <span>Two</span>
        </Slot>,
      ),
    ).toThrow();
  });
});
