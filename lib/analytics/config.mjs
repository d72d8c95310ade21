/**
 * The analytics provider the owner turned on (lib/config/env.mjs reads the settings), resolved
 * with its script and data endpoint, or undefined: the default, no tracker and no request to any
 * third party. A value that cannot be right throws here, naming the variable, which stops
 * `next build` (next.config.ts imports this) and the post-build.
 * Build and server only: the browser gets only the build-time constants of next.config.ts `env`.
 */
import { analyticsSettings } from '../config/env.mjs';
import { resolveAnalytics } from './providers.mjs';

export const analytics = resolveAnalytics(analyticsSettings());
