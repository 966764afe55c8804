// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, preloadDeferred } from './deferred.tsx';

afterEach(cleanup);

/** A chunk that arrives when the test says so. */
function chunk<P extends object>(component: (props: P) => React.ReactNode) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let loads = 0;
  const load = async () => {
    loads += 1;
    await arrived;
    return component;
  };
  return { load, arrive, loads: () => loads };
}

describe('deferred components', () => {
  it('render nothing until their chunk arrives, then the component', async () => {
    const code = chunk(({ name }: { name: string }) => <p>Hello {name}</p>);
    const Greeting = deferred('greeting-late', code.load);
    render(<Greeting name="Alex" />);
    expect(screen.queryByText('Hello Alex')).toBeNull();
    await act(async () => code.arrive());
    expect(screen.getByText('Hello Alex')).toBeTruthy();
  });

  it('render at once, in the same pass, once preloaded by name', async () => {
    const code = chunk(() => <p>Ready</p>);
    const Ready = deferred('ready-page', code.load);
    code.arrive();
    await preloadDeferred(['ready-page']);
    render(<Ready />);
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(code.loads()).toBe(1);
  });

  it('preload names in order, so a chunk can define the next one', async () => {
    const inner = chunk(() => <p>Inner</p>);
    let Inner: ReturnType<typeof deferred> | undefined;
    const outer = chunk(() => <p>Outer</p>);
    const outerLoad = async () => {
      const component = await outer.load();
      // As a chunk evaluated defines the deferred components of its own module.
      Inner = deferred('nested-inner', inner.load);
      return component;
    };
    deferred('nested-outer', outerLoad);
    outer.arrive();
    inner.arrive();
    await preloadDeferred(['nested-outer', 'nested-inner']);
    expect(inner.loads()).toBe(1);
    const Loaded = Inner as NonNullable<typeof Inner>;
    render(<Loaded />);
    expect(screen.getByText('Inner')).toBeTruthy();
  });

  it('load the names already defined side by side, not one after another', async () => {
    const first = chunk(() => <p>First</p>);
    const second = chunk(() => <p>Second</p>);
    deferred('side-first', first.load);
    deferred('side-second', second.load);
    const loading = preloadDeferred(['side-first', 'side-second']);
    // The second chunk is asked for while the first is still on its way.
    expect(second.loads()).toBe(1);
    first.arrive();
    second.arrive();
    await loading;
  });

  it('skip a name nobody has defined', async () => {
    await expect(preloadDeferred(['no-such-component'])).resolves.toBeUndefined();
  });
});
