import { deviceScript } from '@/lib/device';

/**
 * Marks the root element before first paint: `data-js`, and `data-device="mobile"` for a mobile
 * user agent. Must sit in <head> so the right layout is the first one painted.
 */
export function DeviceScript() {
  return <script dangerouslySetInnerHTML={{ __html: deviceScript() }} />;
}
