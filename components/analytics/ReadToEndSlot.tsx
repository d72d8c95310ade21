import type { ReadToEndProps } from '@/components/analytics/ReadToEnd';

/**
 * The read-to-the-end marker of a note, only in a build with analytics: the import sits in a
 * branch on the build-time constant (next.config.ts `env`), so with analytics off the bundler
 * leaves the client leaf out.
 */
export async function ReadToEndSlot({ slug }: ReadToEndProps) {
  if (process.env.ANALYTICS_PROVIDER) {
    const { ReadToEnd } = await import('@/components/analytics/ReadToEnd');
    return <ReadToEnd slug={slug} />;
  }
  return null;
}
