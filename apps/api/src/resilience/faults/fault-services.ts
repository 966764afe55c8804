/**
 * Whether a fault test's servers are configured (DATABASE_URL, REDIS_URL). Without them the
 * test is skipped with a message on a laptop; on CI (`CI=true`, which sets both) a missing one
 * is a failure, as a missing Chromium is for the browser tests, so the suite cannot pass by
 * skipping its PostgreSQL and Redis cases.
 */
export function faultServicesSet(
  suite: string,
  needs: readonly ('DATABASE_URL' | 'REDIS_URL')[],
): boolean {
  const missing = needs.filter((name) => !process.env[name]);
  if (missing.length === 0) return true;
  const message = `${missing.join(' and ')} not set: the ${suite} fault test is skipped (CI sets ${needs.join(' and ')}).`;
  if (process.env.CI) throw new Error(message);
  console.info(message);
  return false;
}
