/**
 * Where the page-view counter (Analytics, a client leaf) sits in the document. The import sits in
 * a branch on the build-time constant (next.config.ts `env`): with analytics off the branch is
 * dead code, so the bundler leaves the client leaf out of every page, not just unrendered.
 */
export async function AnalyticsSlot() {
  if (process.env.ANALYTICS_PROVIDER) {
    const { Analytics } = await import('@/components/analytics/Analytics');
    return <Analytics />;
  }
  return null;
}
