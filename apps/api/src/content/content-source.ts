import type { StoryContent } from '../db/schema.ts';

export type Story = {
  name: string;
  uuid: string;
  full_slug: string;
  content: StoryContent;
  published_at: string | null;
  first_published_at: string | null;
  updated_at?: string;
  created_at: string;
};

export type StoryListQuery = {
  startsWith?: string | undefined;
  uuids?: string[] | undefined;
  perPage?: number | undefined;
  preview?: boolean | undefined;
};

export type ContentSource = {
  /** The story at `fullSlug`, or null when the content service has none. */
  getStory(
    fullSlug: string,
    options?: { preview?: boolean; release?: string | undefined },
  ): Promise<Story | null>;
  /** Stories in a folder or by uuid, newest first; one page of at most 100. */
  listStories(query: StoryListQuery): Promise<Story[]>;
};

export type ContentSourceOptions = {
  /** The Content Delivery API root, e.g. `https://api.storyblok.com` or the embedded `/content`. */
  baseUrl: string;
  token: string;
  previewToken: string;
  fetch?: typeof fetch;
};

/**
 * Reads stories over Storyblok's Content Delivery API, the embedded service's or the real
 * one's: the same requests either way, so the embedded service is exercised like the real one.
 */
export function createContentSource(options: ContentSourceOptions): ContentSource {
  const fetchImpl = options.fetch ?? fetch;
  return {
    async getStory(fullSlug, { preview = false, release } = {}) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/v2/cdn/stories/${fullSlug}`);
      url.searchParams.set('token', preview ? options.previewToken : options.token);
      url.searchParams.set('version', preview ? 'draft' : 'published');
      // Releases are previews by nature: only with the preview token.
      if (preview && release) url.searchParams.set('from_release', release);
      const response = await fetchImpl(url);
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new Error(`Content service answered ${response.status} for story ${fullSlug}`);
      }
      const body = (await response.json()) as { story: Story };
      return body.story;
    },
    async listStories({ startsWith, uuids, perPage = 25, preview = false }) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/v2/cdn/stories`);
      url.searchParams.set('token', preview ? options.previewToken : options.token);
      url.searchParams.set('version', preview ? 'draft' : 'published');
      url.searchParams.set('per_page', String(perPage));
      url.searchParams.set('sort_by', 'first_published_at:desc');
      if (startsWith) url.searchParams.set('starts_with', startsWith);
      if (uuids?.length) url.searchParams.set('by_uuids', uuids.join(','));
      const response = await fetchImpl(url);
      if (!response.ok)
        throw new Error(`Content service answered ${response.status} for a story list`);
      const body = (await response.json()) as { stories: Story[] };
      return body.stories;
    },
  };
}
