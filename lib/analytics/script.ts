/**
 * Adds a provider's tracker script to the page and resolves once it has run. The policy of every
 * page allows exactly its origin (scripts/postbuild/security-headers.mjs).
 */
export function loadScript(src: string, attributes: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`analytics: ${src} did not load`)), {
      once: true,
    });
    document.head.append(script);
  });
}
