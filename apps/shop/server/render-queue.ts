import { summedGauge } from '@cairn/server-kit';
import { busyPage } from './busy-page.ts';
import { takeTurns } from './take-turns.ts';

/** Reports a render queue's waiting count in `cairn_render_queue_depth`; returns a function that stops. */
const watchRenderQueue = summedGauge({
  name: 'cairn_render_queue_depth',
  help: 'Page renders waiting for their turn (RENDER_QUEUE_LIMIT turns newcomers away)',
});

export type RenderQueueOptions = {
  /** Page renders that may wait (RENDER_QUEUE_LIMIT); default no limit. */
  limit?: number | undefined;
  /** Where operators hear of page requests turned away, at most once a minute. */
  warn: (message: string) => void;
};

/**
 * Renders start one event-loop turn apart, in arrival order, and past `limit` waiting a
 * newcomer gets the busy page (503 with Retry-After) at once (see take-turns.ts). The waiting
 * count is `cairn_render_queue_depth` in /metrics. Assets, the API and /healthz are answered
 * before it and never wait here.
 */
export function renderQueue({ limit, warn }: RenderQueueOptions) {
  let turnedAway = 0;
  let lastWarnedAt = Number.NEGATIVE_INFINITY;
  const turns = takeTurns({
    maxWaiting: limit ?? Number.POSITIVE_INFINITY,
    onBusy: (c) => {
      // Shoppers see the busy page; operators need to know it happens, without a line per request.
      turnedAway += 1;
      if (performance.now() - lastWarnedAt >= 60_000) {
        warn(
          `Render queue full (RENDER_QUEUE_LIMIT ${limit}): ${turnedAway} page request(s) answered 503 since the last warning`,
        );
        turnedAway = 0;
        lastWarnedAt = performance.now();
      }
      return busyPage(c);
    },
  });
  watchRenderQueue(() => turns.waiting);
  return turns;
}
