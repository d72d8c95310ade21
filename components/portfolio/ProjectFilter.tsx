'use client';

import { useEffect, useRef, useState } from 'react';
import { SiteLink } from '@/components/layout/SiteLink';
import type { CountedText } from '@/content';
import { countedText, fillTemplate } from '@/lib/content/copy';
import { searchWithTool, showsUnder, toolFromSearch } from '@/lib/content/tool-filter';
import styles from './ProjectFilter.module.scss';

/** One tool of the filter. */
export interface FilterTool {
  /** Tag slug: the value kept in the URL, and the end of its tag page's address. */
  slug: string;
  /** As the stacks spell it. */
  name: string;
  /** How many projects use it (shown beside the name). */
  count: number;
}

export interface ProjectFilterProps {
  /** Empty when no tool narrows the list: the cards are shown alone, with no filter. */
  tools: FilterTool[];
  /** This page's own address: the "All tools" link. */
  allHref: string;
  /** The tag pages' address before the slug ('/tags/', '/id/tags/'): the links without JavaScript. */
  tagsHref: string;
  /**
   * The words, once: the tools' names and sentences are filled in here rather than sent filled
   * in for every tool (the page's payload is part of its byte budget).
   */
  labels: {
    /** Name of the filter. */
    filter: string;
    /** The link that shows every project. */
    allTools: string;
    /** The sentence said when every project shows. */
    showingAll: string;
    /** Name of the list of cards. */
    list: string;
    /** A tool link's name: {tool} and {projects}. */
    toolName: string;
    /** How many projects use a tool. */
    projectCount: CountedText;
    /** Said when a tool is picked. */
    showing: CountedText;
    /** The page language's number words and locale, for the counted sentences. */
    numberWords: string[];
    locale: string;
  };
  /** The cards, rendered on the server, with the tool slugs each project's stack lists. */
  items: { id: number; tools: string[]; card: React.ReactNode }[];
}

/** A plain click: a modified or middle click keeps the browser's own way (a tag page in a new tab). */
const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Scrolls the row of tools sideways (never the page) so that a tool picked by the address sits in
 * its middle: on a phone the row scrolls, and a shared `?tool=` link may pick one past its edge.
 */
function revealTool(row: HTMLElement | null, item: number) {
  const chip = row?.children[item];
  if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
}

/**
 * The filter by tool and the cards it filters. Without JavaScript the tool links are plain links
 * to the tool's tag page, which lists the same projects. With it, a click filters the list in
 * place and writes `?tool=<slug>` into the address (a history entry of its own, so the back
 * button restores the previous choice); the address is read again on load and on back/forward.
 */
export function ProjectFilter({ tools, allHref, tagsHref, labels, items }: ProjectFilterProps) {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const known = tools.map((tool) => tool.slug);
    const read = () => {
      const slug = toolFromSearch(window.location.search, known);
      setPicked(slug);
      // The row's items: "All tools", then the tools in order.
      revealTool(row.current, slug ? known.indexOf(slug) + 1 : 0);
    };
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

  const counted = (forms: CountedText, count: number, values = {}) =>
    countedText(forms, count, values, labels.numberWords, labels.locale);
  const current = tools.find((tool) => tool.slug === picked);
  const cards = (
    <ul className={styles.cards} aria-label={labels.list}>
      {items.map((item) => (
        <li key={item.id} hidden={!showsUnder(item.tools, picked)} className={styles.item}>
          {item.card}
        </li>
      ))}
    </ul>
  );
  if (tools.length === 0) return cards;
  return (
    <>
      <nav aria-label={labels.filter} className={styles.filter}>
        <ul
          ref={row}
          className={styles.tools}
          // A tool reached by Tab comes whole into the scrolling row (inside its padding): the
          // browser scrolls to a focused link only when it is wholly out of view, and left one
          // at the edge cut in half.
          onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          <li>
            <SiteLink
              href={allHref}
              prefetch={false}
              className={styles.tool}
              aria-current={picked === undefined ? 'true' : undefined}
              onClick={pick(undefined)}
            >
              {labels.allTools}
            </SiteLink>
          </li>
          {tools.map((tool) => (
            <li key={tool.slug}>
              {/* Not prefetched: a filter of twenty tools would fetch twenty tag pages. */}
              <SiteLink
                href={`${tagsHref}${tool.slug}`}
                prefetch={false}
                className={styles.tool}
                aria-label={fillTemplate(labels.toolName, {
                  tool: tool.name,
                  projects: counted(labels.projectCount, tool.count),
                })}
                aria-current={picked === tool.slug ? 'true' : undefined}
                onClick={pick(tool.slug)}
              >
                {tool.name}
                <span className={styles.count} aria-hidden="true">
                  {tool.count}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={styles.status}>
        {current
          ? counted(labels.showing, current.count, { tool: current.name })
          : labels.showingAll}
      </p>
      {cards}
    </>
  );
}
