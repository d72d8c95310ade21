/**
 * The MDX pipeline, run at build time only: MDX syntax (remark-mdx) → Markdown tree → HTML tree,
 * with GitHub-flavoured Markdown, heading ids, and code coloured by Shiki in a light and a dark
 * theme. The result is a plain HTML tree (hast) that pages turn into server-rendered React and
 * feeds into HTML; nothing of it reaches the browser as JavaScript.
 *
 * The writing is data, not code: `<Figure>` is the one component allowed, and JavaScript in the
 * text (import/export, `{expressions}`) stops the build naming the file and line, so a note can
 * never run code at build time.
 */
import 'server-only';
import type { Element, Root as HastRoot } from 'hast';
import type { Paragraph, Root as MdastRoot, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as hastText } from 'hast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { createHighlighter, type HighlighterGeneric, type ShikiTransformer } from 'shiki';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import {
  FIGURE_ELEMENT,
  figurePropsSchema,
  localImageProblem,
  type FigureProps,
} from '@/lib/writing/figure';
import { describeIssues } from '@/lib/content/schema';
import { bareImageId } from '@/lib/config/paths';
import { WritingError } from '@/lib/writing/errors';
import { freeHeadingIds } from '@/lib/writing/heading-ids';
import { pageLinkProblem } from '@/lib/writing/site-pages';

/** Code themes, light and dark; both pass axe's colour-contrast rule on their own backgrounds. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
/** Languages the highlighter loads; a fence in any other language stays plain text. */
const CODE_LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'vue',
  'php',
  'html',
  'css',
  'scss',
  'sql',
  'bash',
];

/** A heading of the text, for the table of contents. */
export interface Heading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface CompiledMdx {
  /** The HTML tree; `site-figure` elements stand for figures. */
  tree: HastRoot;
  /** Second- and third-level headings with their ids, in order. */
  headings: Heading[];
}

let highlighter: Promise<HighlighterGeneric<string, string>> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: CODE_LANGUAGES,
  }) as Promise<HighlighterGeneric<string, string>>;
  return highlighter;
}

type MdxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** The props of a `<Figure>` element, checked; literal numbers in braces are allowed. */
function figureProps(node: MdxNode, where: string, problems: string[]) {
  const raw: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      problems.push(`${where}: <Figure> takes plain attributes only`);
      continue;
    }
    const value = attribute.value;
    raw[attribute.name] =
      value && typeof value === 'object'
        ? /^\s*\d+\s*$/.test(value.value)
          ? Number(value.value)
          : value.value
        : value;
  }
  const parsed = figurePropsSchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(...describeIssues(`${where} <Figure>`, parsed.error));
    return undefined;
  }
  const imageProblem = localImageProblem(parsed.data.src);
  if (imageProblem) problems.push(`${where} <Figure>: field "src" ${imageProblem}`);
  return parsed.data;
}

/** A figure in the Markdown tree: the paragraph it stands in, carried to HTML as `site-figure`. */
function figureParagraph(props: FigureProps): Paragraph {
  return {
    type: 'paragraph',
    children: [],
    data: { hName: FIGURE_ELEMENT, hProperties: { ...props } },
  };
}

/**
 * The image id a Markdown image names: its path under public/images, with or without the leading
 * `/images/` and its extension (`/images/notes/chart.png` and `notes/chart` are `notes/chart`);
 * undefined for an image on another site, which the page's Content-Security-Policy refuses and
 * the build cannot measure.
 */
function markdownImageId(url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined;
  let path = url;
  try {
    path = decodeURI(url);
  } catch {
    // A stray `%` is part of the name as written.
  }
  return bareImageId(path);
}

/**
 * Replaces `<Figure>` with a `site-figure` element and rejects every other bit of MDX; given the
 * site's pages (the content check), names a link to a page the site does not have.
 */
function remarkWritingRules(file: string, problems: string[], pages?: ReadonlySet<string>) {
  return () => (tree: MdastRoot) => {
    visit(tree, (node, index, parent) => {
      const where = `${file}:${node.position?.start.line ?? '?'}`;
      switch (node.type) {
        case 'link':
        case 'definition': {
          const problem = pages && pageLinkProblem(node.url, pages);
          if (problem) problems.push(`${where}: ${problem}`);
          return;
        }
        case 'image': {
          // Markdown's own picture, `![what it shows](notes/chart.png "caption")`, alone on its
          // line: a figure like `<Figure>`, sized and made responsive by the build.
          const alone =
            parent?.type === 'paragraph' &&
            parent.children.every(
              (child) => child === node || (child.type === 'text' && !child.value.trim()),
            );
          const src = markdownImageId(node.url);
          if (!alone) {
            problems.push(
              `${where}: an image inside a sentence is not available; put ![…](…) on a line of its own`,
            );
          } else if (src === undefined) {
            problems.push(
              `${where}: ![${node.alt ?? ''}](${node.url}) is on another site, which the page may not load; put the file in public/images/ and name it (![…](notes/name.png))`,
            );
          } else {
            const parsed = figurePropsSchema.safeParse({
              src,
              alt: node.alt ?? '',
              ...(node.title ? { caption: node.title } : {}),
            });
            if (!parsed.success) {
              problems.push(...describeIssues(`${where} ![…](${node.url})`, parsed.error));
            } else {
              const imageProblem = localImageProblem(parsed.data.src);
              if (imageProblem) {
                problems.push(`${where} ![…](${node.url}) ${imageProblem}`);
              } else {
                Object.assign(parent, figureParagraph(parsed.data));
              }
            }
          }
          return SKIP;
        }
        case 'mdxjsEsm':
          problems.push(`${where}: import and export are not allowed; <Figure> needs no import`);
          return SKIP;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          problems.push(`${where}: {expressions} are not allowed; write \\{ for a literal brace`);
          return SKIP;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          if (node.name !== 'Figure') {
            problems.push(
              `${where}: <${node.name ?? ''}> is not available; the one component is <Figure>`,
            );
            return SKIP;
          }
          const props = figureProps(node, where, problems);
          if (!props || !parent || index === undefined) return SKIP;
          parent.children.splice(index, 1, figureParagraph(props) as RootContent & Paragraph);
          return SKIP;
        }
      }
    });
  };
}

/**
 * A Shiki transformer that makes each code block a labelled, focusable region, so keyboard users
 * can scroll its long lines (they scroll inside the block, never the page).
 */
function codeRegion(codeLabel: RegionLabels['code']): ShikiTransformer {
  return {
    pre(node) {
      const language = this.options.lang === 'text' ? '' : this.options.lang;
      node.properties.tabIndex = 0;
      // A named region: a focusable scroll box needs a role that may carry a name.
      node.properties.role = 'region';
      node.properties.ariaLabel = codeLabel(language);
      node.properties.dataLanguage = language || undefined;
    },
  };
}

/** How the writing's scroll boxes are named, in the page's language. */
export interface RegionLabels {
  /** A code block's name, from its language ('' when it names none). */
  code: (language: string) => string;
  /** A table's name, from its column headings. */
  table: (columns: string[]) => string;
}

/**
 * Puts each table in a box of its own that scrolls sideways (a table as wide as its columns would
 * otherwise widen the page on a phone): a labelled, focusable region, as a code block is, so a
 * keyboard can scroll it too. Named after its column headings, so two tables differ.
 */
function rehypeTableRegions(tableLabel: RegionLabels['table']) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const columns: string[] = [];
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName === 'th') columns.push(hastText(cell).trim());
      });
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          role: 'region',
          tabIndex: 0,
          ariaLabel: tableLabel(columns.filter(Boolean)),
          dataTable: '',
        },
        children: [node],
      };
      return SKIP;
    });
  };
}

/**
 * Moves a heading id the page around the writing has already (the project page's "demo") to a
 * free one (lib/writing/heading-ids.ts); every other heading keeps the id rehype-slug gave it.
 */
function rehypePageSafeHeadingIds(tree: HastRoot) {
  const headings: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (/^h[1-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
      headings.push(node);
    }
  });
  const ids = freeHeadingIds(headings.map((node) => String(node.properties.id)));
  headings.forEach((node, index) => {
    node.properties.id = ids[index];
  });
}

function collectHeadings(tree: HastRoot): Heading[] {
  const headings: Heading[] = [];
  visit(tree, 'element', (node: Element) => {
    if ((node.tagName === 'h2' || node.tagName === 'h3') && node.properties.id) {
      headings.push({
        id: String(node.properties.id),
        text: hastText(node),
        depth: node.tagName === 'h2' ? 2 : 3,
      });
    }
  });
  return headings;
}

/**
 * The problems of one writing file's body (its MDX syntax and the writing rules), found without
 * rendering it, so the content check can list them beside every other mistake.
 */
export function findMdxProblems(
  body: string,
  file: string,
  /**
   * The site's pages (lib/writing/site-pages.ts), which its links must name; none for a draft,
   * whose links may lead to other drafts of a series in progress.
   */
  pages?: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkWritingRules(file, problems, pages));
  try {
    processor.runSync(processor.parse(body));
  } catch (error) {
    const reason = error as { message: string; line?: number };
    return [`${file}:${reason.line ?? '?'}: ${reason.message}`];
  }
  return problems;
}

/**
 * Compiles the body of one writing file (front matter already removed). `file` names it in
 * errors; `labels` name its code blocks and tables (`regionLabels` of lib/writing/words.ts).
 */
export async function compileMdx(
  body: string,
  file: string,
  labels: RegionLabels,
  /** Levels to move every heading down: 1 when the text sits under the page's own h2. */
  headingShift: 0 | 1 = 0,
): Promise<CompiledMdx> {
  const problems: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkWritingRules(file, problems))
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(() => rehypePageSafeHeadingIds)
    .use(rehypeShikiFromHighlighter, await getHighlighter(), {
      themes: CODE_THEMES,
      // Colours as CSS variables (--shiki-light, --shiki-dark); the stylesheet picks one by theme.
      defaultColor: false,
      fallbackLanguage: 'text',
      transformers: [codeRegion(labels.code)],
    })
    .use(() => rehypeTableRegions(labels.table));
  let mdast: MdastRoot;
  try {
    mdast = processor.parse(body);
  } catch (error) {
    const reason = error as { message: string; line?: number };
    throw new WritingError([`${file}:${reason.line ?? '?'}: ${reason.message}`]);
  }
  const tree = (await processor.run(mdast)) as HastRoot;
  if (problems.length > 0) throw new WritingError(problems);
  const headings = collectHeadings(tree);
  if (headingShift > 0) {
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level) node.tagName = `h${Math.min(6, Number(level) + headingShift)}`;
    });
  }
  return {
    tree,
    headings,
  };
}
