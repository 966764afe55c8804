// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyBlock } from './lazy-block.tsx';
import { ServerMarkup } from './ServerMarkup.tsx';

afterEach(cleanup);

function Hero({ heading }: { heading: string }) {
  return (
    <div className="hero">
      <h2>{heading}</h2>
      <a href="/all/clothing">Shop clothing</a>
    </div>
  );
}

/** The hero as the server renders it: a deferred component, loaded, in its Suspense boundary. */
function ServerHero({ heading }: { heading: string }) {
  return (
    <Suspense fallback={null}>
      <Hero heading={heading} />
    </Suspense>
  );
}

/** The hero as the browser has it: a chunk that counts its loads and never arrives. */
function heroChunk() {
  const load = vi.fn(() => new Promise<typeof Hero>(() => {}));
  return { load, DeferredHero: lazyBlock(load) };
}

/** Renders `server` to a string, puts it in the document and hydrates `client` over it. */
async function hydrate(server: React.ReactNode, client: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, client, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, errors, unmount: () => act(() => root?.unmount()) };
}

describe('ServerMarkup', () => {
  it('keeps the server markup when hydrating, without loading the block code', async () => {
    const { load, DeferredHero } = heroChunk();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, errors, unmount } = await hydrate(
      <ServerMarkup content={{ heading: 'Winter kit' }}>
        <ServerHero heading="Winter kit" />
      </ServerMarkup>,
      <ServerMarkup content={{ heading: 'Winter kit' }}>
        <DeferredHero heading="Winter kit" />
      </ServerMarkup>,
    );
    const heading = container.querySelector('h2');
    expect(heading?.textContent).toBe('Winter kit');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/all/clothing');
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    await unmount();
    container.remove();
  });

  it('keeps the very nodes the server sent', async () => {
    const { DeferredHero } = heroChunk();
    const server = (
      <ServerMarkup content="a">
        <Hero heading="Boots" />
      </ServerMarkup>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(server);
    document.body.append(container);
    const sent = container.querySelector('h2');
    await act(async () => {
      hydrateRoot(
        container,
        <ServerMarkup content="a">
          <DeferredHero heading="Boots" />
        </ServerMarkup>,
      );
    });
    // Hydration adopts the server's nodes; the inner HTML read back is not written again.
    expect(container.querySelector('h2')).toBe(sent);
    container.remove();
  });

  it('renders its children on a client navigation, where the server sent nothing', async () => {
    const Loaded = lazyBlock(async () => Hero);
    render(
      <ServerMarkup content={{ heading: 'Tents' }}>
        <Loaded heading="Tents" />
      </ServerMarkup>,
    );
    expect(await screen.findByRole('heading', { name: 'Tents' })).toBeTruthy();
  });

  it('hydrates its children in a preview, loading their code', async () => {
    const { load, DeferredHero } = heroChunk();
    const { container, unmount } = await hydrate(
      <ServerMarkup hydrate>
        <ServerHero heading="Preview" />
      </ServerMarkup>,
      <ServerMarkup hydrate>
        <DeferredHero heading="Preview" />
      </ServerMarkup>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    // Until the chunk arrives React keeps the server's markup in place.
    expect(container.querySelector('h2')?.textContent).toBe('Preview');
    await unmount();
    container.remove();
  });

  it('renders its children once the content changes after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerMarkup content={{ heading: 'Old' }}>
        <Hero heading="Old" />
      </ServerMarkup>,
    );
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ServerMarkup content={{ heading: 'Old' }}>
          <Hero heading="Old" />
        </ServerMarkup>,
      );
    });
    await act(async () =>
      root?.render(
        <ServerMarkup content={{ heading: 'New' }}>
          <Hero heading="New" />
        </ServerMarkup>,
      ),
    );
    expect(container.querySelector('h2')?.textContent).toBe('New');
    await act(async () => root?.unmount());
    container.remove();
  });
});

/** A stand-in IntersectionObserver: the test says when the watched element nears the viewport. */
function watchViewport() {
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Element[];
    margin?: string;
  }[] = [];
  class FakeObserver {
    callback: IntersectionObserverCallback;
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback;
      this.entry = { callback, elements: [], margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    /** Reports every watched element as within the margin. */
    scrollNear: () =>
      act(async () => {
        for (const { callback, elements } of observers) {
          callback(
            elements.map((target) => ({
              target,
              isIntersecting: true,
            })) as IntersectionObserverEntry[],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

/** A carousel-like block: a counter the shopper moves, so a live render can be told apart. */
function Slides({ title }: { title: string }) {
  const [slide, setSlide] = useState(1);
  return (
    <section aria-label={title}>
      <p>Slide {slide}</p>
      <button type="button" onClick={() => setSlide(slide + 1)}>
        Next
      </button>
    </section>
  );
}

/** Slides as the browser has them: a chunk that loads only when asked, and a way to let it arrive. */
function slidesChunk() {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Slides>((resolve) => {
        arrive = () => resolve(Slides);
      }),
  );
  const DeferredSlides = lazyBlock(load);
  return { load, DeferredSlides, arrive: () => act(async () => arrive()) };
}

describe('ServerMarkup hydrating when visible', () => {
  afterEach(() => vi.unstubAllGlobals());

  const serverSlides = (
    <ServerMarkup content={{ title: 'Winter' }} hydrateOn="visible">
      <Suspense fallback={null}>
        <Slides title="Winter" />
      </Suspense>
    </ServerMarkup>
  );
  const clientSlides = (
    DeferredSlides: React.ComponentType<{ title: string }>,
    load: () => Promise<unknown>,
  ) => (
    <ServerMarkup content={{ title: 'Winter' }} hydrateOn="visible" load={load}>
      <DeferredSlides title="Winter" />
    </ServerMarkup>
  );

  it('keeps the server nodes and loads nothing while the block is away from the viewport', async () => {
    const viewport = watchViewport();
    const { load, DeferredSlides } = slidesChunk();
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverSlides);
    document.body.append(container);
    const sent = container.querySelector('button');
    const readBack = vi.spyOn(Element.prototype, 'innerHTML', 'get');
    await act(async () => {
      hydrateRoot(container, clientSlides(DeferredSlides, DeferredSlides.preload));
    });
    // The server's nodes are hydrated where they are, never serialised to be read back.
    expect(readBack).not.toHaveBeenCalled();
    readBack.mockRestore();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(sent);
    expect(viewport.observers[0]?.margin).toBe('200px');
    // Not live: a click does nothing.
    await act(async () => sent?.click());
    expect(container.querySelector('p')?.textContent).toBe('Slide 1');
    container.remove();
  });

  it('loads its code as it nears the viewport, then hydrates over the same nodes', async () => {
    const viewport = watchViewport();
    const { load, DeferredSlides, arrive } = slidesChunk();
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverSlides);
    document.body.append(container);
    const sent = container.querySelector('button');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, clientSlides(DeferredSlides, DeferredSlides.preload), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await viewport.scrollNear();
    expect(load).toHaveBeenCalledTimes(1);
    // While the code is on its way the server's markup stays: nothing disappears or moves.
    expect(container.querySelector('button')).toBe(sent);
    await arrive();
    expect(container.querySelector('button')).toBe(sent);
    await act(async () => sent?.click());
    expect(container.querySelector('p')?.textContent).toBe('Slide 2');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('hydrates on the first touch, before it is scrolled near', async () => {
    watchViewport();
    const { load, DeferredSlides, arrive } = slidesChunk();
    const container = document.createElement('div');
    container.innerHTML = renderToString(serverSlides);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, clientSlides(DeferredSlides, DeferredSlides.preload));
    });
    const button = container.querySelector('button');
    button?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    await act(async () => button?.click());
    expect(container.querySelector('p')?.textContent).toBe('Slide 2');
    container.remove();
  });

  it('renders its children at once on a client navigation', async () => {
    watchViewport();
    const Loaded = lazyBlock(async () => Slides);
    render(
      <ServerMarkup content={{ title: 'Tents' }} hydrateOn="visible">
        <Loaded title="Tents" />
      </ServerMarkup>,
    );
    expect(await screen.findByRole('region', { name: 'Tents' })).toBeTruthy();
  });
});
