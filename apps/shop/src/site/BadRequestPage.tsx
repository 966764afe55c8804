import { SiteLink } from './SiteLink.tsx';

/**
 * A page asked for in a way it cannot be shown (too many filters, say): served with HTTP
 * status 400, saying what to change, with a way back to the page as it normally is.
 */
export function BadRequestPage({ message, uri }: { message: string; uri: string }) {
  return (
    <div className="shop-error" role="alert">
      <title>This page cannot be shown as asked | Cairn</title>
      <meta name="robots" content="noindex" />
      <h1>This page cannot be shown as asked</h1>
      <p>{message}</p>
      <p>
        <SiteLink href={uri}>Show the page without filters</SiteLink> or{' '}
        <SiteLink href="/">go to the home page</SiteLink>.
      </p>
    </div>
  );
}
