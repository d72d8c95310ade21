import type { Page } from '@playwright/test';

/**
 * Translates the page as a browser's page translation (Chrome's, Google Translate's) does to the
 * document: every text node is replaced by `<font><font>its words</font></font>`, and text added
 * later is replaced the same way as it appears. The words stay as they were (a translation into
 * the page's own language), so a test still finds controls by the copy's words; what changes is
 * that React's text nodes are no longer in the page, which is what breaks a React page translated
 * by a visitor (a recruiter reading an Indonesian portfolio in English).
 */
export async function translatePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const translated = 'data-test-translated';
    const translate = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node.nodeValue?.trim() &&
          !node.parentElement?.closest(`script, style, template, [${translated}]`)
            ? NodeFilter.FILTER_ACCEPT
            : NodeFilter.FILTER_REJECT,
      });
      const texts: Text[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      for (const text of texts) {
        const outer = document.createElement('font');
        const inner = document.createElement('font');
        outer.setAttribute(translated, '');
        outer.style.verticalAlign = 'inherit';
        inner.style.verticalAlign = 'inherit';
        inner.textContent = text.nodeValue;
        outer.append(inner);
        text.replaceWith(outer);
      }
    };
    translate(document.body);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') translate(record.target.parentNode ?? document.body);
        for (const node of record.addedNodes) {
          if (node.isConnected)
            translate(node.nodeType === Node.TEXT_NODE ? (node.parentNode ?? document.body) : node);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
