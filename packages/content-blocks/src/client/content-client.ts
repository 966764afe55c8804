import StoryblokClient, { type ISbStoriesParams } from 'storyblok-js-client';
import type { Story } from '../story/types.ts';

export { isStorySlug, storySlugPattern } from '../story/story-slug.ts';

/**
 * The limits every client keeps to: Storyblok's page size and rate limits (a client that
 * exceeds them is answered 429), and how long to back off when it is.
 */
export const contentClientLimits = {
  /** Stories per page when listing (`per_page`). */
  pageSize: 25,
  /** Stories fetched per request when resolving relations and links (fixed in storyblok-js-client). */
  relationBatchSize: 50,
  /** Requests per second with an access token. */
  requestsPerSecond: 5,
  /** Requests per second with an OAuth (management) token. */
  oauthRequestsPerSecond: 3,
  /** Retries of a request answered with HTTP 429. */
  maxRetries: 10,
  /** Milliseconds before retrying after HTTP 429. */
  retryDelayMs: 300,
} as const;

export type ContentClientOptions = {
  /** The public token: reads published content. */
  accessToken?: string;
  /** The preview token: reads drafts when a request asks for `preview`. */
  previewToken?: string;
  /** A management API token; lowers the throttle to 3 requests/s. */
  oauthToken?: string;
  /**
   * The Content Delivery API base, up to and including `/v2`: `https://api.storyblok.com/v2`
   * for Storyblok, `{shop origin}/content/v2` for Cairn's embedded service. Required (or
   * `endpoint`): there is no default.
   */
  baseUrl?: string;
  /** Alias of `baseUrl`, as storyblok-js-client names it. */
  endpoint?: string;
  /** The fetch to use (tests, instrumentation); global `fetch` by default. */
  fetch?: typeof fetch;
  /** Where missing-token and failure messages go; `console` by default. */
  logger?: Pick<Console, 'warn' | 'error'>;
  /**
   * Overrides the throttle (5 requests/s, 3 with an OAuth token) for a content service whose
   * own limit is known to be higher, such as an embedded one answering in the same process.
   */
  requestsPerSecond?: number;
  /**
   * Whether published reads carry the last content version seen (`cv`), as storyblok-js-client
   * does by default (true). A server told of publishes by webhook passes false: a pinned `cv`
   * would keep reading the version before the publish from the CDN.
   */
  sendCacheVersion?: boolean;
};

export type StoryRequest = {
  /** Read the draft version with the preview token (Storyblok's `_storyblok` preview). */
  preview?: boolean;
  /** A Storyblok release to read from (`_storyblok_release`). */
  releaseId?: string | number;
  language?: string;
  /** `component.field` names whose story uuids are replaced by the stories. */
  resolveRelations?: string[];
  resolveLinks?: 'url' | 'story' | 'link';
};

export type StoriesRequest = StoryRequest & {
  startsWith?: string;
  byUuids?: string[];
  /** Page size; 25 by default. */
  perPage?: number;
  page?: number;
  /** `field:asc` or `field:desc`, e.g. `first_published_at:desc`. */
  sortBy?: string;
};

export type StoriesPage = { stories: Story[]; total: number; perPage: number };

/** Thrown for answers other than 2xx (after the 429 retries) and for malformed content. */
export class ContentRequestError extends Error {
  override name = 'ContentRequestError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

export type ContentClient = {
  /** One story by full slug; `null` when the service answers 404. */
  getStory(slug: string, request?: StoryRequest): Promise<Story | null>;
  /** One page of stories. */
  getStories(request?: StoriesRequest): Promise<StoriesPage>;
  /** Every story matching the request, fetched page by page (25 a page). */
  getAllStories(request?: Omit<StoriesRequest, 'page'>): Promise<Story[]>;
  /** The underlying storyblok-js-client, for calls this client does not wrap. */
  storyblok: StoryblokClient;
};

/**
 * A Storyblok Content Delivery API client (storyblok-js-client) with the shop's limits: pages
 * of 25, relations resolved in batches of 50, at most 5 requests a second (3 with an OAuth
 * token), HTTP 429 retried after 300 ms up to 10 times. `baseUrl` is required: Storyblok's
 * `https://api.storyblok.com/v2` or an embedded service's `/content/v2`. A missing token is logged.
 *
 * @example
 * const content = createContentClient({
 *   baseUrl: 'https://api.storyblok.com/v2',
 *   accessToken: 'cairn-public-demo-token',
 * });
 * const home = await content.getStory('home');
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const baseUrl = options?.baseUrl ?? options?.endpoint;
  if (!baseUrl) {
    throw new TypeError(
      "[@cairn/content-blocks] createContentClient needs a baseUrl: the Content Delivery API up to and including /v2, e.g. 'https://api.storyblok.com/v2' or 'https://shop.example/content/v2'.",
    );
  }
  const logger = options.logger ?? console;
  const accessToken = options.accessToken || options.previewToken;
  if (!accessToken && !options.oauthToken) {
    logger.error(
      '[@cairn/content-blocks] The content client has no access token: every request will be refused. Set accessToken (and previewToken for drafts).',
    );
  }
  const storyblok = new StoryblokClient({
    accessToken,
    oauthToken: options.oauthToken,
    endpoint: trimSlash(baseUrl),
    fetch: options.fetch,
    rateLimit:
      options.requestsPerSecond ??
      (options.oauthToken
        ? contentClientLimits.oauthRequestsPerSecond
        : contentClientLimits.requestsPerSecond),
    maxRetries: contentClientLimits.maxRetries,
    retriesDelay: contentClientLimits.retryDelayMs,
    ...(options.sendCacheVersion === false && { cache: { clear: 'manual', cv: 'manual' } }),
  });

  function tokenParams(request: StoryRequest): ISbStoriesParams {
    if (!request.preview)
      return { version: 'published', ...(accessToken && { token: accessToken }) };
    if (!options.previewToken) {
      logger.warn(
        '[@cairn/content-blocks] Preview asked for without a previewToken: reading published content.',
      );
      return { version: 'published', ...(accessToken && { token: accessToken }) };
    }
    return { version: 'draft', token: options.previewToken };
  }

  function commonParams(request: StoryRequest): ISbStoriesParams {
    return {
      ...tokenParams(request),
      ...(request.language && { language: request.language }),
      ...(request.releaseId !== undefined && { from_release: String(request.releaseId) }),
      ...(request.resolveRelations?.length && {
        resolve_relations: request.resolveRelations.join(','),
      }),
      ...(request.resolveLinks && { resolve_links: request.resolveLinks }),
    };
  }

  function listParams(request: StoriesRequest): ISbStoriesParams {
    return {
      ...commonParams(request),
      per_page: request.perPage ?? contentClientLimits.pageSize,
      ...(request.page && { page: request.page }),
      ...(request.startsWith && { starts_with: request.startsWith }),
      ...(request.byUuids?.length && { by_uuids: request.byUuids.join(',') }),
      ...(request.sortBy && { sort_by: request.sortBy }),
    };
  }

  return {
    storyblok,
    async getStory(slug, request = {}) {
      const path = slug.replace(/^\/+|\/+$/g, '');
      try {
        const response = await storyblok.get(`cdn/stories/${path}`, commonParams(request));
        return asStory(response.data?.story, `cdn/stories/${path}`);
      } catch (error) {
        const failure = toRequestError(error);
        if (failure.status === 404) return null;
        throw failure;
      }
    },
    async getStories(request = {}) {
      try {
        const response = await storyblok.get('cdn/stories', listParams(request));
        const stories = asStories(response.data?.stories);
        return { stories, total: response.total ?? stories.length, perPage: response.perPage };
      } catch (error) {
        throw toRequestError(error);
      }
    },
    async getAllStories(request = {}) {
      try {
        const stories = await storyblok.getAll('cdn/stories', listParams(request), 'stories');
        return asStories(stories);
      } catch (error) {
        throw toRequestError(error);
      }
    },
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function isStory(value: unknown): value is Story {
  if (!value || typeof value !== 'object') return false;
  const story = value as Partial<Story>;
  return (
    typeof story.full_slug === 'string' &&
    !!story.content &&
    typeof story.content === 'object' &&
    typeof story.content.component === 'string'
  );
}

function asStory(value: unknown, source: string): Story {
  if (!isStory(value)) {
    throw new ContentRequestError(`Malformed story from ${source}: no full_slug or content`, 502);
  }
  return value;
}

function asStories(value: unknown): Story[] {
  if (!Array.isArray(value)) throw new ContentRequestError('Malformed stories list', 502);
  return value.map((story) => asStory(story, 'cdn/stories'));
}

function toRequestError(error: unknown): ContentRequestError {
  if (error instanceof ContentRequestError) return error;
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  return new ContentRequestError(
    typeof message === 'string' && message ? message : 'Content request failed',
    typeof status === 'number' ? status : undefined,
  );
}
