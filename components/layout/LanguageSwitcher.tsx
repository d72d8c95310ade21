'use client';

import { usePathname } from 'next/navigation';
import { withBasePath } from '@/lib/config/base-path.mjs';
import { languageAlternates, splitLanguagePath } from '@/lib/i18n/languages';
import type { LanguageFallbacks } from '@/lib/writing/language-links';

export interface LanguageSwitcherProps {
  /** The language of the page it sits on. */
  language: string;
  /** Each language's name in itself, by code ('Bahasa Indonesia', 'English'). */
  names: Readonly<Record<string, string>>;
  className?: string;
  /**
   * Classes for a short form: the name in `name`, and the code (ID, EN) in `code`; the place
   * decides which one shows (the bar shows the code when narrow), and the name read out has the
   * code in it only where the code shows (hidden, it is out of the name).
   */
  short?: { name: string; code: string; note: string };
  /**
   * Pages of this language that another lacks (a note or tag in one language): that language's
   * link goes to its nearest page instead and says so (`lib/writing/language-links.ts`).
   */
  fallbacks?: LanguageFallbacks;
}

/**
 * Links to the same page in the site's other languages, each named in its own language, with
 * `lang` and `hreflang`. Plain links (the other language has its own document), rendered into the
 * HTML at build, so they work with JavaScript off; a client leaf only because the top bar and the
 * footer, rendered once per language, learn the page's address from the router. A click is
 * counted as a language switch by its `hreflang` (lib/analytics/events.ts).
 */
export function LanguageSwitcher({
  language,
  names,
  className,
  short,
  fallbacks,
}: LanguageSwitcherProps) {
  const { path: pagePath } = splitLanguagePath(usePathname() ?? '/');
  // The 404 page has no twin address: its switcher leads to the other language's home page.
  const path = /^\/(_not-found|404)\b/.test(pagePath) ? '/' : pagePath;
  const others = languageAlternates(path).filter((alternate) => alternate.language !== language);
  if (others.length === 0) return null;
  return (
    <>
      {others.map((alternate) => {
        const fallback = fallbacks?.[alternate.language];
        const lacksPage =
          fallback?.paths.includes(path) || (fallback?.withoutNotes && /^\/notes(\/|$)/.test(path));
        const missing = lacksPage ? fallback : undefined;
        return (
          <a
            key={alternate.language}
            href={withBasePath(missing?.href ?? alternate.path)}
            lang={alternate.language}
            hrefLang={alternate.language}
            className={className}
          >
            {short ? (
              <>
                <span className={short.name}>{names[alternate.language]}</span>
                {/* Part of the name too, where it is what shows (WCAG 2.5.3, label in name). */}
                <span className={short.code}>{alternate.language.toUpperCase()}</span>
                {/* The bar has no room for the sentence: it is part of the link's name. */}
                {missing ? <span className={short.note}>: {missing.label}</span> : null}
              </>
            ) : (
              (missing?.label ?? names[alternate.language])
            )}
          </a>
        );
      })}
    </>
  );
}
