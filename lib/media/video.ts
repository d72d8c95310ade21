/**
 * Demo video URLs: normalisation and YouTube id parsing. Pure functions, no React.
 */

/** YouTube video ids are 11 characters of letters, digits, `-` and `_`. */
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/**
 * Adds `https://` to a URL written without its protocol (e.g. `www.youtube.com/watch?v=…`),
 * and upgrades `http://` to `https://`. Other URLs are returned trimmed.
 */
export function normaliseVideoUrl(url: string): string {
  const trimmed = url.trim();
  if (/^https:\/\//i.test(trimmed)) return trimmed;
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice('http://'.length)}`;
  if (/^\/\//.test(trimmed)) return `https:${trimmed}`;
  return `https://${trimmed}`;
}

/**
 * The video id of a demo URL: the value after `v=`, or the path of a `youtu.be` short
 * link, or the id of an `/embed/` or `/shorts/` URL. Returns undefined when no valid id is found.
 */
export function getVideoId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(normaliseVideoUrl(url));
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = parsed.pathname.split('/')[1];
  } else if (parsed.searchParams.has('v')) {
    candidate = parsed.searchParams.get('v');
  } else {
    const match = parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/);
    candidate = match?.[1];
  }
  return candidate && VIDEO_ID_PATTERN.test(candidate) ? candidate : undefined;
}

/** Whether a URL points at YouTube (any of its hosts), whatever the rest of it is. */
export function isYouTubeUrl(url: string): boolean {
  try {
    const host = new URL(normaliseVideoUrl(url)).hostname.replace(/^www\.|^m\./, '');
    return host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com';
  } catch {
    return false;
  }
}

/** The player's own URL for a video id (privacy-enhanced mode), as structured data names it. */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}
