import { type PreviewAccess, previewGranted } from '@cairn/server-kit';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { text } from '../http/text.ts';
import { validate } from '../http/validation.ts';

/** A path on this site to go to after entering or leaving preview; never another host. */
const returnPath = text({ max: 500, trim: false })
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'a path on this site, such as /about-us')
  .default('/');

const releaseId = text({ max: 12 })
  .regex(/^\d{1,12}$/, 'a numeric release id')
  .optional();

/** `to` with `_storyblok` (and the release) in its query, so the page renders in preview. */
function previewAddress(to: string, release: string | undefined): string {
  const url = new URL(to, 'http://shop.invalid');
  if (!url.searchParams.has('_storyblok')) url.searchParams.set('_storyblok', '1');
  if (release) url.searchParams.set('_storyblok_release', release);
  return url.pathname + url.search;
}

export type PreviewRoutesOptions = {
  access: PreviewAccess;
  /** Demo mode: `/api/preview/demo` hands out the cookie without a credential. */
  demo: boolean;
};

/**
 * `GET /api/preview/enter?token=…&to=/path` (or with a Visual Editor link's `_storyblok_tk`
 * parameters): sets the preview cookie and goes to `to` in preview mode; 403 without a valid
 * credential. `GET /api/preview/exit` ends preview. `GET /api/preview/demo` is the demo's
 * door (DEMO=1 or a developer's machine only): the README's way to look at drafts.
 * `GET /api/preview` says whether this browser is previewing.
 */
export function previewRoutes({ access, demo }: PreviewRoutesOptions) {
  const enter = async (c: Context, to: string, release: string | undefined) => {
    const { setCookie } = await access.issue();
    c.header('Set-Cookie', setCookie, { append: true });
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(previewAddress(to, release), 303);
  };
  return new Hono()
    .get('/preview', (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ preview: previewGranted(c) });
    })
    .get(
      '/preview/enter',
      validate(
        'query',
        z.object({
          token: text({ max: 200, trim: false }).optional(),
          to: returnPath,
          release: releaseId,
        }),
      ),
      async (c) => {
        const { token, to, release } = c.req.valid('query');
        const query = new URL(c.req.url).searchParams;
        if (!access.verifiesToken(token) && !access.verifiesEditorLink(query)) {
          c.header('Cache-Control', 'private, no-store');
          return c.json({ error: 'Preview needs the preview token or a Visual Editor link' }, 403);
        }
        return enter(c, to, release);
      },
    )
    .get(
      '/preview/demo',
      validate('query', z.object({ to: returnPath, release: releaseId })),
      (c) => {
        if (!demo) return c.json({ error: 'There is no demo preview on this shop' }, 404);
        const { to, release } = c.req.valid('query');
        return enter(c, to, release);
      },
    )
    .get('/preview/exit', validate('query', z.object({ to: returnPath })), (c) => {
      access.revoke(c);
      c.header('Cache-Control', 'private, no-store');
      return c.redirect(c.req.valid('query').to, 303);
    });
}
