import { metricsPlacement } from '@cairn/server-kit';
import { isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { stories } from './db/schema.ts';
import { readJson, testDatabases, useTestApi } from './testing/test-api.ts';

const publicToken = 'cairn-public-demo-token';
const previewToken = 'cairn-preview-demo-token';

describe.each(testDatabases())('the API on $name', (database) => {
  const api = useTestApi(database);

  const get = (path: string) => api.app.request(path);
  /** The preview cookie, as an editor gets it with the preview token. */
  const previewCookie = async () => {
    const entered = await get(`/api/preview/enter?token=${previewToken}&to=/`);
    return (entered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };

  describe('GET /healthz and /readyz', () => {
    it('answer only up or down: no engine, no checks, no circuits of the services elsewhere', async () => {
      const health = await get('/healthz');
      expect(health.status).toBe(200);
      expect(await readJson(health)).toEqual({ status: 'ok' });
      const readiness = await get('/readyz');
      expect(readiness.status).toBe(200);
      expect(await readJson(readiness)).toEqual({ status: 'ready' });
    });

    it('gives the details at /readyz behind the metrics credential only, as the API server mounts it', async () => {
      const token = 'a-metrics-token-of-length';
      const operators = metricsPlacement(
        { NODE_ENV: 'production', METRICS_TOKEN: token },
        api.ready,
      ).publicPort;
      if (!operators) throw new Error('expected the details on the public port');
      const server = new Hono().route('/', operators).route('/', api.app);
      const readyz = (authorization?: string) =>
        server.request(
          '/readyz',
          authorization ? { headers: { Authorization: authorization } } : {},
        );
      // The load balancer's probe (no credential) is still answered, and says nothing more.
      const probe = await readyz();
      expect(probe.status).toBe(200);
      expect(await readJson(probe)).toEqual({ status: 'ready' });
      expect((await readyz('Bearer not-the-metrics-token')).status).toBe(401);
      const details = await readyz(`Bearer ${token}`);
      expect(details.status).toBe(200);
      // Every guarded service (src/resilience): here at least Engage's, unused.
      expect(await readJson(details)).toEqual({
        status: 'ready',
        database: true,
        engine: api.database.engine,
        dependencies: expect.arrayContaining([
          expect.objectContaining({ name: 'engage', state: 'closed' }),
        ]),
      });
      expect((await server.request('/healthz/details')).status).toBe(404);
    });
  });

  describe('GET /api/setup', () => {
    it('lists the countries with code and name, United Kingdom first', async () => {
      const body = await readJson(await get('/api/setup'));
      expect(body.countries[0]).toEqual({ code: 'GB', name: 'United Kingdom' });
      expect(body.integrations).toEqual({
        klarnaClientId: null,
        addressLookup: null,
        studentDiscount: null,
        storyblokBridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
        embedIframeHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'],
      });
      expect(body.countries).toContainEqual({ code: 'IE', name: 'Ireland' });
      for (const country of body.countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
    });
  });

  describe('GET /api/globals', () => {
    it('answers the navigation and footer of the globals story', async () => {
      const body = await readJson(await get('/api/globals'));
      expect(body.globals.component).toBe('globals');
      expect(body.globals.navigation.map((item: { label: string }) => item.label)).toContain(
        'Clothing',
      );
    });
  });

  describe('GET /api/story/{slug}', () => {
    it('answers a story by its full slug', async () => {
      const response = await get('/api/story/information/delivery-returns');
      expect(response.status).toBe(200);
      const { story } = await readJson(response);
      expect(story.full_slug).toBe('information/delivery-returns');
      expect(story.content.component).toBe('info-page');
    });

    it('answers 404 with a message for a story that does not exist', async () => {
      const response = await get('/api/story/nothing-here');
      expect(response.status).toBe(404);
      expect((await readJson(response)).error).toBe('No story at this address');
    });

    it('answers 400 for a slug that cannot be a story', async () => {
      const response = await get('/api/story/Bad%20Slug%3Cscript%3E');
      expect(response.status).toBe(400);
      expect((await readJson(response)).error).toMatch(/Invalid slug/);
    });

    it('answers 400 for a bad preview flag', async () => {
      const response = await get('/api/story/home?preview=maybe');
      expect(response.status).toBe(400);
      expect((await readJson(response)).issues[0].path).toBe('query.preview');
    });
  });

  describe('GET /api/resolver/{uri}', () => {
    it('resolves / to the home story with its head metadata', async () => {
      const response = await get('/api/resolver/');
      expect(response.status).toBe(200);
      const { data } = await readJson(response);
      expect(data.type).toBe('story');
      expect(data.story.full_slug).toBe('home');
      expect(data.meta).toMatchObject({
        title: 'Cairn | Outdoor clothing, footwear and equipment',
        canonicalPath: '/',
        ogTitle: 'Cairn outdoor shop',
      });
    });

    it('resolves a multi-segment URI to its story page', async () => {
      const { data } = await readJson(await get('/api/resolver/information/delivery-returns'));
      expect(data.type).toBe('story');
      expect(data.meta.canonicalPath).toBe('/information/delivery-returns');
      expect(data.meta.datePublished).toBe('2026-01-05T09:00:00.000Z');
    });

    it('answers an unknown page with 404 and the 404 story', async () => {
      const response = await get('/api/resolver/no/such/page');
      expect(response.status).toBe(404);
      const { data } = await readJson(response);
      expect(data.type).toBe('error');
      expect(data.story.full_slug).toBe('general-pages/404-page');
    });

    it('does not serve settings or the error story as pages of their own', async () => {
      for (const uri of ['settings/globals', 'general-pages/404-page', 'home']) {
        const response = await get(`/api/resolver/${uri}`);
        expect(response.status).toBe(404);
      }
    });

    it('answers 400 for an address that cannot be a page', async () => {
      for (const uri of ['a%20b', '%E0%A4%A', 'x/..%2F..%2Fetc', `${'a'.repeat(600)}`]) {
        const response = await get(`/api/resolver/${uri}`);
        expect(response.status, uri).toBe(400);
        expect((await readJson(response)).error).toMatch(/Invalid page address/);
      }
    });

    it('previews a release: its version of a story, only with preview on', async () => {
      const cookie = await previewCookie();
      const previewing = (path: string) => api.app.request(path, { headers: { cookie } });
      const published = await readJson(await get('/api/resolver/'));
      const released = await readJson(
        await previewing('/api/resolver/?preview=true&release=41207'),
      );
      const heading = (page: { data: { story: { content: { body: { heading?: string }[] } } } }) =>
        page.data.story.content.body[0]?.heading;
      expect(heading(released)).not.toBe(heading(published));
      const withoutPreview = await readJson(await get('/api/resolver/?release=41207'));
      expect(heading(withoutPreview)).toBe(heading(published));
      const untouched = await readJson(
        await previewing('/api/resolver/about-us?preview=true&release=41207'),
      );
      expect(untouched.data.type).toBe('story');
    });

    it('answers 400 for a release that is not a number', async () => {
      const response = await get('/api/resolver/?release=latest');
      expect(response.status).toBe(400);
    });
  });

  describe('the content service at /content/v2/cdn', () => {
    it("answers one story in Storyblok's shape", async () => {
      const response = await get(`/content/v2/cdn/stories/home?token=${publicToken}`);
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(Object.keys(body).sort()).toEqual(['cv', 'links', 'rels', 'story']);
      expect(body.cv).toEqual(expect.any(Number));
      expect(body.story).toMatchObject({
        full_slug: 'home',
        slug: 'home',
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        content: { component: 'page' },
        lang: 'default',
      });
    });

    it('lists stories with total and per-page headers, paged and filtered by starts_with', async () => {
      const published = await api.database.db.$count(stories, isNotNull(stories.content));
      const response = await get(`/content/v2/cdn/stories?token=${publicToken}&per_page=2&page=1`);
      expect(published).toBeGreaterThanOrEqual(4);
      expect(response.headers.get('total')).toBe(String(published));
      expect(response.headers.get('per-page')).toBe('2');
      const body = await readJson(response);
      expect(body.stories).toHaveLength(2);
      expect(body.rels).toEqual([]);
      const filtered = await readJson(
        await get(
          `/content/v2/cdn/stories?token=${publicToken}&starts_with=information/&per_page=100`,
        ),
      );
      const slugs = filtered.stories.map((story: { full_slug: string }) => story.full_slug);
      expect(slugs).toContain('information/delivery-returns');
      for (const slug of slugs) expect(slug.startsWith('information/')).toBe(true);
    });

    it('finds stories by uuid', async () => {
      const { story } = await readJson(
        await get(`/content/v2/cdn/stories/home?token=${publicToken}`),
      );
      const body = await readJson(
        await get(`/content/v2/cdn/stories?token=${publicToken}&by_uuids=${story.uuid}`),
      );
      expect(body.stories.map((s: { uuid: string }) => s.uuid)).toEqual([story.uuid]);
    });

    it('refuses a missing or unknown token with 401', async () => {
      expect((await get('/content/v2/cdn/stories/home')).status).toBe(401);
      expect((await get('/content/v2/cdn/stories/home?token=wrong')).status).toBe(401);
    });

    it('keeps drafts from the public token and shows them to the preview token', async () => {
      expect(
        (await get(`/content/v2/cdn/stories/home?token=${publicToken}&version=draft`)).status,
      ).toBe(401);
      expect(
        (await get(`/content/v2/cdn/stories/home?token=${previewToken}&version=draft`)).status,
      ).toBe(200);
    });

    it('refuses a release without the preview token and draft version', async () => {
      expect(
        (await get(`/content/v2/cdn/stories/home?token=${publicToken}&from_release=41207`)).status,
      ).toBe(400);
      expect(
        (
          await get(
            `/content/v2/cdn/stories/home?token=${previewToken}&version=draft&from_release=99`,
          )
        ).status,
      ).toBe(404);
    });

    it('answers 404 for an unknown story and 400 for bad parameters', async () => {
      expect((await get(`/content/v2/cdn/stories/nope?token=${publicToken}`)).status).toBe(404);
      for (const query of [
        'per_page=1000',
        'page=0',
        'version=final',
        'by_uuids=not-a-uuid',
        'starts_with=%3Cx%3E',
      ]) {
        const response = await get(`/content/v2/cdn/stories?token=${publicToken}&${query}`);
        expect(response.status, query).toBe(400);
      }
    });
  });

  describe('unknown endpoints', () => {
    it('answer 404 with a message naming the method, not quoting the address', async () => {
      const response = await get('/api/nothing<script>');
      expect(response.status).toBe(404);
      expect((await readJson(response)).error).toBe('No API endpoint at this address for GET');
    });
  });
});
