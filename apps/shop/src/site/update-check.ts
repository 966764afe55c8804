/** The build manifest the server answers: the id of the build it serves. */
export const buildManifestPath = '/build-manifest.json';
/** Reload guard (requirements R-FLOW-13, R-CONST-11): at most one forced reload per path in this window. */
export const reloadGuardMs = 10_000;

const guardKey = 'cairn.reloads';

/**
 * Reloads the document at `path` unless it was reloaded in the last ten seconds, which would
 * mean the reload did not help (and another would loop). Answers whether it reloaded.
 */
export function reloadOnce(
  path: string,
  {
    storage = globalThis.sessionStorage,
    now = Date.now(),
    assign = (href: string) => window.location.assign(href),
  }: {
    storage?: Pick<Storage, 'getItem' | 'setItem'>;
    now?: number;
    assign?: (href: string) => void;
  } = {},
): boolean {
  let reloads: Record<string, number> = {};
  try {
    reloads = JSON.parse(storage.getItem(guardKey) ?? '{}') as Record<string, number>;
  } catch {
    reloads = {};
  }
  const last = reloads[path];
  if (last !== undefined && now - last < reloadGuardMs) return false;
  reloads[path] = now;
  storage.setItem(guardKey, JSON.stringify(reloads));
  assign(path);
  return true;
}

/** Whether an error is a failed load of a code-split chunk (a newer build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/**
 * Polls the build manifest; once the build id differs from the one this page started with,
 * `isStale()` turns true and the next navigation should be a full reload.
 */
export function createUpdateCheck({
  currentId,
  fetchId = async () => {
    const response = await fetch(buildManifestPath, { cache: 'no-store' });
    const manifest: unknown = await response.json();
    if (manifest && typeof manifest === 'object' && 'id' in manifest) return String(manifest.id);
    throw new Error(`${buildManifestPath} has no build id`);
  },
  intervalMs = 5 * 60 * 1000,
}: {
  currentId: string;
  fetchId?: () => Promise<string>;
  intervalMs?: number;
}) {
  let stale = false;
  const check = async () => {
    try {
      if ((await fetchId()) !== currentId) stale = true;
    } catch {
      // Update checks are best effort: a failed poll changes nothing (requirements R-ERR-9).
    }
  };
  const timer = setInterval(check, intervalMs);
  return {
    check,
    isStale: () => stale,
    stop: () => clearInterval(timer),
  };
}
