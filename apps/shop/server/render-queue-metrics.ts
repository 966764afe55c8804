import { summedGauge } from '@cairn/server-kit';

/**
 * Reports a render queue's waiting count in `cairn_render_queue_depth` (RENDER_QUEUE_LIMIT turns
 * newcomers away); returns a function that stops.
 */
export const watchRenderQueue = summedGauge({
  name: 'cairn_render_queue_depth',
  help: 'Page renders waiting for their turn (RENDER_QUEUE_LIMIT turns newcomers away)',
});
