/**
 * What the error screens say about a thrown value. Pure functions, no React.
 * Two bundlers word a failed script chunk differently:
 *   webpack:   name 'ChunkLoadError', "Loading chunk 123 failed.\n(missing: https://…/123.js)",
 *              with `type` 'missing' | 'error' | 'timeout' and `request` the chunk URL;
 *   Turbopack: name 'ChunkLoadError', "Failed to load chunk /_next/static/chunks/0ab1.js from module 42".
 *
 * The words are passed in: the error screens receive their page's language from the server.
 */
import { fillTemplate } from '@/lib/content/copy';

/** Why a chunk failed. Allowed: 'missing' (loaded but empty or 404) | 'error' (network) | 'timeout'. */
export type ChunkFailureType = 'missing' | 'error' | 'timeout';

/** A failed script chunk, as the chunk error screen shows it. */
export interface ChunkLoadFailure {
  /** The chunk's id (webpack) or file name without `.js` (Turbopack). */
  chunk: string;
  type: ChunkFailureType;
}

const WEBPACK_MESSAGE =
  /Loading (?:CSS )?chunk (\S+?) failed\.?(?:\s*\((missing|error|timeout)\b)?/i;
const TURBOPACK_MESSAGE = /Failed to load chunk (\S+)/i;
const FAILURE_TYPES: readonly ChunkFailureType[] = ['missing', 'error', 'timeout'];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The file name of a chunk URL or path, without query and `.js`/`.css`: '/a/b/0ab1.js?v=1' → '0ab1'. */
function chunkName(urlOrPath: string): string {
  const withoutQuery = urlOrPath.split(/[?#]/)[0] ?? urlOrPath;
  const file = withoutQuery.split('/').pop() || withoutQuery;
  return file.replace(/\.(?:js|css)$/, '');
}

/** The failed chunk and why, when `error` is a chunk load failure; otherwise null. */
export function parseChunkLoadError(error: unknown): ChunkLoadFailure | null {
  const message = field(error, 'message');
  const name = field(error, 'name');
  if (typeof message !== 'string') return null;
  const webpack = WEBPACK_MESSAGE.exec(message);
  const turbopack = webpack ? null : TURBOPACK_MESSAGE.exec(message);
  if (!webpack && !turbopack && name !== 'ChunkLoadError') return null;

  const declaredType = field(error, 'type');
  const type: ChunkFailureType = FAILURE_TYPES.includes(declaredType as ChunkFailureType)
    ? (declaredType as ChunkFailureType)
    : ((webpack?.[2]?.toLowerCase() as ChunkFailureType | undefined) ??
      (/time-?d? ?out/i.test(message) ? 'timeout' : 'error'));

  let chunk = webpack?.[1] ?? (turbopack?.[1] ? chunkName(turbopack[1]) : undefined);
  if (!chunk) {
    const request = field(error, 'request');
    chunk = typeof request === 'string' ? chunkName(request) : 'unknown';
  }
  return { chunk, type };
}

/** The chunk screen's headline, worded "Loading chunk {chunk} failed" in English. */
export function chunkFailureMessage({ chunk }: ChunkLoadFailure, template: string): string {
  return fillTemplate(template, { chunk });
}

/**
 * The status or the message of a thrown value, for "Unexpected Application Error!":
 * '404 Not Found' for a response-like value, else the error's message, else a generic line.
 */
export function describeError(error: unknown, fallback: string): string {
  const status = field(error, 'status');
  if (typeof status === 'number') {
    const statusText = field(error, 'statusText');
    return typeof statusText === 'string' && statusText
      ? `${status} ${statusText}`
      : String(status);
  }
  const message = field(error, 'message');
  if (typeof message === 'string' && message.trim()) return message.trim();
  if (typeof error === 'string' && error.trim()) return error.trim();
  return fallback;
}
