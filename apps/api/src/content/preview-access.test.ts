import { createHash } from 'node:crypto';
import { createPreviewAccess, previewCookieSeconds } from '@cairn/server-kit';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inMemoryDatabase, readJson, testDatabases, useTestApi } from '../testing/test-api.ts';

const previewToken = 'cairn-preview-demo-token';

/** A Visual Editor link's query, as Storyblok builds it. */
function editorLink(spaceId: string, token: string, seconds: number, extra = '') {
  const sha = createHash('sha1').update(`${spaceId}:${token}:${seconds}`).digest('hex');
  return `_storyblok=1${extra}&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${seconds}&_storyblok_tk[token]=${sha}`;
}

describe('the preview credential', () => {
  const nowMs = Date.UTC(2026, 10, 24, 12);
  const access = createPreviewAccess({ previewToken, spaceId: '12345', now: () => nowMs });
  const query = (text: string) => new URLSearchParams(text);

  it("accepts Storyblok's Visual Editor link: sha1 of space_id:preview_token:timestamp, under an hour old", () => {
    const seconds = nowMs / 1000 - 600;
    expect(access.verifiesEditorLink(query(editorLink('12345', previewToken, seconds)))).toBe(true);
  });

  it('refuses a stale, forged or other-space link', () => {
    const seconds = nowMs / 1000;
    expect(
      access.verifiesEditorLink(query(editorLink('12345', previewToken, seconds - 3601))),
    ).toBe(false);
    expect(access.verifiesEditorLink(query(editorLink('12345', 'guessed', seconds)))).toBe(false);
    expect(access.verifiesEditorLink(query(editorLink('99999', previewToken, seconds)))).toBe(
      false,
    );
    expect(access.verifiesEditorLink(query('_storyblok=1'))).toBe(false);
  });

  it('signs a short-lived HttpOnly cookie that only this key verifies, and that expires', async () => {
    const { setCookie, pair } = await access.issue();
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${previewCookieSeconds}`));
    const app = (clock: number, token = previewToken) => {
      const checker = createPreviewAccess({ previewToken: token, now: () => clock });
      return new Hono().get('/', async (c) => c.json({ holds: await checker.holds(c) }));
    };
    const holds = async (hono: Hono, cookie: string) =>
      (await readJson(await hono.request('/', { headers: { cookie } }))).holds;
    expect(await holds(app(nowMs), pair)).toBe(true);
    expect(await holds(app(nowMs + previewCookieSeconds * 1000 + 1), pair)).toBe(false);
    expect(await holds(app(nowMs, 'another-preview-token'), pair)).toBe(false);
    const [name, value] = pair.split('=');
    const tampered = `${name}=${encodeURIComponent(`9999999999.${decodeURIComponent(value ?? '').split('.')[1]}`)}`;
    expect(await holds(app(nowMs), tampered)).toBe(false);
  });
});

describe.each(testDatabases())('preview behind a credential on $name', (database) => {
  const api = useTestApi(database);
  const get = (path: string, cookie = '') =>
    api.app.request(path, { headers: cookie ? { cookie } : {} });
  const homeHeading = async (response: Response) =>
    (await readJson(response)).data.story.content.body[0]?.heading;

  it('serves published content to every way of asking without a credential', async () => {
    const published = await homeHeading(await get('/api/resolver/'));
    for (const path of [
      '/api/resolver/?preview=true&release=41207',
      '/api/resolver/?release=41207',
      '/api/resolver/?preview=1&release=41207&_storyblok=1&_storyblok_release=41207',
    ]) {
      expect(await homeHeading(await get(path)), path).toBe(published);
    }
    // An unpublished story is not there for anyone asking for a draft.
    expect((await get('/api/story/black-friday?preview=true')).status).toBe(404);
    expect((await get('/api/resolver/black-friday?preview=true')).status).toBe(404);
    const entries = await api.app.request('/api/content/get-content-entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ starts_with: 'articles/', per_page: 100, preview: true }),
    });
    const slugs = (await readJson(entries)).stories.map(
      (story: { full_slug: string }) => story.full_slug,
    );
    expect(slugs).not.toContain('articles/spring-2027-first-look');
  });

  it('serves drafts and releases with the cookie the preview token or an editor link gives', async () => {
    const refused = await get('/api/preview/enter?token=wrong&to=/about-us');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();

    const entered = await get(`/api/preview/enter?token=${previewToken}&to=/black-friday`);
    expect(entered.status).toBe(303);
    expect(entered.headers.get('location')).toBe('/black-friday?_storyblok=1');
    const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await get('/api/story/black-friday?preview=true', cookie)).status).toBe(200);
    expect(await readJson(await get('/api/preview', cookie))).toEqual({ preview: true });
    expect(await readJson(await get('/api/preview'))).toEqual({ preview: false });
    const released = await homeHeading(
      await get('/api/resolver/?preview=true&release=41207', cookie),
    );
    expect(released).not.toBe(await homeHeading(await get('/api/resolver/')));

    const seconds = Math.floor(Date.now() / 1000);
    const editor = await get(
      `/api/preview/enter?to=/about-us&${editorLink('1', previewToken, seconds)}`,
    );
    expect(editor.status).toBe(303);
    expect(editor.headers.get('set-cookie')).toMatch(/^cairn_preview=/);
  });

  it('never sends the browser to another host after entering or leaving preview', async () => {
    for (const to of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const answer = await get(
        `/api/preview/enter?token=${previewToken}&to=${encodeURIComponent(to)}`,
      );
      expect(answer.status, to).toBe(400);
    }
    const exit = await get('/api/preview/exit?to=/about-us');
    expect(exit.status).toBe(303);
    expect(exit.headers.get('set-cookie')).toMatch(/cairn_preview=;.*Max-Age=0/);
  });
});

describe('the public CDN endpoint in production', () => {
  const production = useTestApi(inMemoryDatabase, { env: { NODE_ENV: 'production' } });
  const demo = useTestApi(inMemoryDatabase, { env: { NODE_ENV: 'production', DEMO: '1' } });

  it('never accepts the demo preview token in production, and does in demo mode', async () => {
    const draft = `/content/v2/cdn/stories/home?token=${previewToken}&version=draft`;
    expect((await production.app.request(draft)).status).toBe(401);
    expect((await demo.app.request(draft)).status).toBe(200);
  });

  it('gives the demo preview door only with DEMO=1', async () => {
    expect((await production.app.request('/api/preview/demo?to=/')).status).toBe(404);
    const opened = await demo.app.request('/api/preview/demo?to=/about-us&release=41207');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/about-us?_storyblok=1&_storyblok_release=41207');
    expect(opened.headers.get('set-cookie')).toMatch(/HttpOnly/);
  });
});
