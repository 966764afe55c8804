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

export type ContentSource = {
  /** The story at `fullSlug`, or null when the content service has none. */
  getStory(fullSlug: string, options?: { preview?: boolean }): Promise<Story | null>;
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
    async getStory(fullSlug, { preview = false } = {}) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/v2/cdn/stories/${fullSlug}`);
      url.searchParams.set('token', preview ? options.previewToken : options.token);
      url.searchParams.set('version', preview ? 'draft' : 'published');
      const response = await fetchImpl(url);
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new Error(`Content service answered ${response.status} for story ${fullSlug}`);
      }
      const body = (await response.json()) as { story: Story };
      return body.story;
    },
  };
}
