'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';

export type CarouselProps = {
  /** The carousel's accessible name, e.g. the block title. */
  label: string;
  /** One node per slide. */
  slides: ReactNode[];
  /** Spoken name of each slide; `"2 of 5"` by default. */
  slideLabel?: (position: number, count: number) => string;
  className?: string;
  loop?: boolean;
};

/**
 * An accessible carousel on Embla: a region with `aria-roledescription="carousel"`, slides as
 * labelled groups, previous/next buttons and arrow keys. Without JavaScript (or before
 * hydration) the slides are a horizontally scrollable row, so nothing is out of reach.
 */
export function Carousel({
  label,
  slides,
  slideLabel = (position, count) => `${position} of ${count}`,
  className,
  loop = false,
}: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const slidesId = useId();

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  // With reduced motion the carousel jumps instead of gliding.
  const move = useCallback(
    (step: -1 | 1) => {
      if (!embla) return;
      if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
        return step < 0 ? embla.scrollPrev() : embla.scrollNext();
      }
      const count = embla.scrollSnapList().length;
      const target = embla.selectedScrollSnap() + step;
      embla.scrollTo(
        loop ? (target + count) % count : Math.min(Math.max(target, 0), count - 1),
        true,
      );
    },
    [embla, loop],
  );
  const previous = useCallback(() => move(-1), [move]);
  const next = useCallback(() => move(1), [move]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    // A labelled section is a region landmark; arrow keys move it while focus is inside.
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={['cairn-block-carousel', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <div className="cairn-block-carousel__viewport" ref={viewportRef}>
        <div className="cairn-block-carousel__container" id={slidesId} aria-live="polite">
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups, not fieldsets
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={position}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(position + 1, slides.length)}
              className="cairn-block-carousel__slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="cairn-block-carousel__controls">
          <button
            type="button"
            className="cairn-block-carousel__button cairn-block-carousel__button--previous"
            aria-controls={slidesId}
            aria-label="Previous slide"
            disabled={!canPrev}
            onClick={previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="cairn-block-carousel__button cairn-block-carousel__button--next"
            aria-controls={slidesId}
            aria-label="Next slide"
            disabled={!canNext}
            onClick={next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
