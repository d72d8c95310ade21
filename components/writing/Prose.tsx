import type { Root } from 'hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { FIGURE_ELEMENT } from '@/lib/writing/figure';
import { Figure } from '@/components/writing/Figure';
import styles from './Prose.module.scss';

export interface ProseProps {
  /** The compiled writing (lib/writing/mdx.ts). */
  tree: Root;
  className?: string;
}

/** Long-form text, rendered on the server from the compiled MDX tree; no JavaScript ships. */
export function Prose({ tree, className }: ProseProps) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      {toJsxRuntime(tree, {
        Fragment,
        jsx,
        jsxs,
        components: { [FIGURE_ELEMENT]: Figure } as never,
      })}
    </div>
  );
}
