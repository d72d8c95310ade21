'use client';

import { useEffect, useState } from 'react';
import { searchWithTool, showsUnder, toolFromSearch } from '@/lib/content/tool-filter';
import styles from './ProjectFilter.module.scss';

/** One tool of the filter, its words filled in on the server. */
export interface FilterTool {
  /** Tag slug: the value kept in the URL. */
  slug: string;
  /** As the stacks spell it. */
  name: string;
  /** How many projects use it (shown beside the name). */
  count: number;
  /** Its tag page: where the link goes without JavaScript, or opened in a new tab. */
  href: string;
  /** The link's accessible name ("React: 3 projects"). */
  label: string;
  /** The sentence said once it is picked ("Three projects use React."). */
  showing: string;
}

export interface ProjectFilterProps {
  tools: FilterTool[];
  /** This page's own address: the "All tools" link. */
  allHref: string;
  labels: {
    /** Name of the filter. */
    filter: string;
    /** The link that shows every project. */
    allTools: string;
    /** The sentence said when every project shows. */
    showingAll: string;
    /** Name of the list of cards. */
    list: string;
  };
  /** The cards, rendered on the server, with the tool slugs each project's stack lists. */
  items: { id: number; tools: string[]; card: React.ReactNode }[];
}

/** A plain click: a modified or middle click keeps the browser's own way (a tag page in a new tab). */
const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The filter by tool and the cards it filters. Without JavaScript the tool links are plain links
 * to the tool's tag page, which lists the same projects. With it, a click filters the list in
 * place and writes `?tool=<slug>` into the address (a history entry of its own, so the back
 * button restores the previous choice); the address is read again on load and on back/forward.
 */
export function ProjectFilter({ tools, allHref, labels, items }: ProjectFilterProps) {
  const [picked, setPicked] = useState<string | undefined>(undefined);

  useEffect(() => {
    const known = tools.map((tool) => tool.slug);
    const read = () => setPicked(toolFromSearch(window.location.search, known));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [tools]);

  const pick = (slug: string | undefined) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (slug === picked) return;
    const { pathname, search, hash } = window.location;
    window.history.pushState(null, '', `${pathname}${searchWithTool(search, slug)}${hash}`);
    setPicked(slug);
  };

  const current = tools.find((tool) => tool.slug === picked);
  return (
    <>
      <nav aria-label={labels.filter} className={styles.filter}>
        <ul className={styles.tools}>
          <li>
            <a
              href={allHref}
              className={styles.tool}
              aria-current={picked === undefined ? 'true' : undefined}
              onClick={pick(undefined)}
            >
              {labels.allTools}
            </a>
          </li>
          {tools.map((tool) => (
            <li key={tool.slug}>
              <a
                href={tool.href}
                className={styles.tool}
                aria-label={tool.label}
                aria-current={picked === tool.slug ? 'true' : undefined}
                onClick={pick(tool.slug)}
              >
                {tool.name}
                <span className={styles.count} aria-hidden="true">
                  {tool.count}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={styles.status}>
        {current ? current.showing : labels.showingAll}
      </p>
      <ul className={styles.cards} aria-label={labels.list}>
        {items.map((item) => (
          <li key={item.id} hidden={!showsUnder(item.tools, picked)} className={styles.item}>
            {item.card}
          </li>
        ))}
      </ul>
    </>
  );
}
