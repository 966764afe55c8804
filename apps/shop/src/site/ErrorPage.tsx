import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadOnce } from './update-check.ts';

/** Shown when a page fails to load; the error is logged, the shopper gets a way on. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    // A chunk of an older build is gone: load the page fresh from the new build (guarded).
    if (isChunkLoadError(error) && reloadOnce(window.location.href)) return;
    console.error('Page error:', error);
  }, [error]);
  return (
    <div className="shop-error" role="alert">
      <h1>Sorry, something went wrong</h1>
      <p>We could not show this page. Please try again in a moment.</p>
      <p>
        <button type="button" className="cairn-button cairn-button--primary" onClick={reset}>
          Try again
        </button>{' '}
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
