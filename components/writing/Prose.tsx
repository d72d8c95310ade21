import type { ComponentProps } from 'react';
import type { Root } from 'hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { FIGURE_ELEMENT } from '@/lib/writing/figure';
import { prosePageHref } from '@/lib/writing/site-pages';
import { Figure } from '@/components/writing/Figure';
import styles from './Prose.module.scss';

export interface ProseProps {
  /** The compiled writing (lib/writing/mdx.ts). */
  tree: Root;
  className?: string;
}

/** A link of the text: one to a page of the site gets the base path, as the site's own links do. */
function ProseLink({ href, ...props }: ComponentProps<'a'>) {
  return <a {...props} href={href === undefined ? href : prosePageHref(href)} />;
}

/** Long-form text, rendered on the server from the compiled MDX tree; no JavaScript ships. */
export function Prose({ tree, className }: ProseProps) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      {toJsxRuntime(tree, {
        Fragment,
        jsx,
        jsxs,
        components: { [FIGURE_ELEMENT]: Figure, a: ProseLink } as never,
      })}
    </div>
  );
}
