import { z } from 'zod';

const shopConfigSchema = z.object({
  /**
   * Page renders that may wait for their turn in the shop server; a page request arriving when
   * that many wait is answered 503 with Retry-After instead of queueing.
   */
  RENDER_QUEUE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(200),
  /** The shop's own API elsewhere; when absent the shop serves it in-process. */
  API_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) URL',
    })
    .optional(),
});

/** The shop server's own settings; the API's (PORT, PUBLIC_URL, ...) are read by `loadConfig`. */
export type ShopConfig = z.infer<typeof shopConfigSchema>;

export class ShopConfigError extends Error {
  override name = 'ShopConfigError';
}

/**
 * Reads the shop server's settings from environment variables, failing with a message that
 * names every wrong one. Empty strings count as unset.
 */
export function loadShopConfig(env: Record<string, string | undefined> = process.env): ShopConfig {
  const present = Object.fromEntries(
    Object.keys(shopConfigSchema.shape)
      .map((key) => [key, env[key]])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = shopConfigSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? 'config')}: ${issue.message}`,
    );
    throw new ShopConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
