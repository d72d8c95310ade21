import { deviceScript } from '@/lib/head-script/device';

/**
 * Marks the root element before first paint: `data-js`, `data-device="mobile"` for a mobile user
 * agent, and `data-theme` with the visitor's colour theme. Must sit in <head> so the right layout
 * and palette are the first ones painted. Its hash goes into the CSP at build time
 * (scripts/postbuild/index.mjs hashes every inline script).
 */
export function DeviceScript() {
  return <script dangerouslySetInnerHTML={{ __html: deviceScript() }} />;
}
