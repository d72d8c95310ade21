/** Types for scripts/postbuild/image-originals.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare function dropImageOriginals(
  outDir: string,
  manifest: { images: Record<string, { file: string }> },
): number;
