import type { Story } from '@cairn/commerce-client/contract';
import { ContentRequestError, createContentClient } from '@cairn/content-blocks/client';
import { DependencyUnavailableError } from '../resilience/dependency-unavailable.ts';

/** A story as the content service answers it: the contract's, which the shop reads. */
export type { Story };

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
  /** Every request goes through it: the dependency guard's time-out and circuit, or in-process. */
  fetch?: typeof fetch;
  /**
   * The client's throttle. Default: the content client's (5 requests/s, Storyblok's limit); the
   * embedded service in the same process passes its own, higher limit.
   */
  requestsPerSecond?: number;
  /** Where the client's warnings go. Default console. */
  logger?: Pick<Console, 'warn' | 'error'>;
};

/**
 * Reads stories over Storyblok's Content Delivery API, the embedded service's or the real
 * one's, through the published content client (`@cairn/content-blocks`, storyblok-js-client):
 * pages of 25, a throttle, and 429 answers retried 10 times 300 ms apart, so a rate-limited
 * read is a short wait, not a page error. The same requests either way, so the embedded
 * service is exercised like the real one. A content service that cannot answer (refused, timed
 * out, 5xx, its circuit open, or still 429 after the retries) is DependencyUnavailableError:
 * the API answers 503 and the callers that can do without content do.
 */
export function createContentSource(options: ContentSourceOptions): ContentSource {
  const client = createContentClient({
    accessToken: options.token,
    previewToken: options.previewToken,
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}/v2`,
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.requestsPerSecond !== undefined && {
      requestsPerSecond: options.requestsPerSecond,
    }),
    ...(options.logger && { logger: options.logger }),
    // Publishes reach the API by webhook and purge its caches; a pinned `cv` would keep
    // reading the version before the publish from Storyblok's CDN.
    sendCacheVersion: false,
  });
  return {
    async getStory(fullSlug, { preview = false, release } = {}) {
      try {
        const story = await client.getStory(fullSlug, {
          preview,
          // Releases are previews by nature: only with the preview token.
          ...(preview && release && { releaseId: release }),
        });
        return story as Story | null;
      } catch (error) {
        // 400: the service cannot name a story so (a slug with a dot, say): there is none.
        if (error instanceof ContentRequestError && error.status === 400) return null;
        throw failure(error, `story ${fullSlug}`);
      }
    },
    async listStories({ startsWith, uuids, perPage = 25, preview = false }) {
      try {
        const page = await client.getStories({
          preview,
          perPage,
          sortBy: 'first_published_at:desc',
          ...(startsWith && { startsWith }),
          ...(uuids?.length && { byUuids: uuids }),
        });
        return page.stories as Story[];
      } catch (error) {
        throw failure(error, 'a story list');
      }
    },
  };
}

/**
 * The content service's fault (no answer, 5xx, or still rate-limited after the client's
 * retries) is an outage; another refusal (401: a wrong token) is the deployment's and stays an
 * error.
 */
function failure(error: unknown, what: string): Error {
  const status = error instanceof ContentRequestError ? error.status : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (status === undefined || status >= 500 || status === 429) {
    return new DependencyUnavailableError(
      'content',
      status === undefined
        ? `Content service failed for ${what}: ${message}`
        : `Content service answered ${status} for ${what}`,
      undefined,
      { cause: error },
    );
  }
  return new Error(`Content service answered ${status} for ${what}: ${message}`, {
    cause: error,
  });
}
