/**
 * Brand marks from the `simple-icons` package (CC0 paths; each brand's trademark stays its
 * owner's, see the README). Read at build time on the server: the page gets the inline SVG
 * path, and no icon code or font reaches the browser.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import icons from 'simple-icons/icons.json';

/** One brand mark: a single SVG path on a 24x24 view box, and the brand's colour. */
export interface BrandIcon {
  /** simple-icons slug, e.g. 'vuedotjs'. */
  slug: string;
  /** The brand's name as simple-icons spells it, e.g. 'Vue.js'. */
  title: string;
  /** The `d` of the mark's one path, on a 0 0 24 24 view box. */
  path: string;
  /** Brand colour, '#rrggbb'. */
  hex: string;
}

const bySlug = new Map(icons.map((icon) => [icon.slug, icon]));

// Read from the project's node_modules: bundlers turn require.resolve into a module id, and the
// build always runs from the project root.
const iconsDir = path.join(process.cwd(), 'node_modules', 'simple-icons', 'icons');

/** Whether simple-icons has a mark with this slug. */
export function hasBrandIcon(slug: string): boolean {
  return bySlug.has(slug);
}

/** The mark with this slug, or undefined when simple-icons has none. */
export function getBrandIcon(slug: string): BrandIcon | undefined {
  const data = bySlug.get(slug);
  if (!data) return undefined;
  const svg = fs.readFileSync(path.join(iconsDir, `${slug}.svg`), 'utf8');
  const d = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error(`simple-icons: no path in icons/${slug}.svg`);
  return { slug, title: data.title, path: d, hex: `#${data.hex}` };
}
