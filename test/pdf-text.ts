/**
 * Runs test/pdf-text-items.mjs: where a PDF's text is drawn, read by pdf.js in a child Node process (Jest
 * cannot load pdf.js, published as ES modules only).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One run of text as pdf.js reads it, its edges and baseline in points from the page's bottom left. */
export interface PdfTextItem {
  text: string;
  /** The page it is on, from 1. */
  page: number;
  left: number;
  right: number;
  /** Its baseline's height: lines further down the page are lower. */
  y: number;
  pageWidth: number;
}

/** The text items of every page of `pdf`, in the order the PDF draws them. */
export function pdfTextItems(pdf: Buffer): PdfTextItem[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'read.pdf');
    fs.writeFileSync(file, pdf);
    const printed = execFileSync(
      process.execPath,
      [path.join('test', 'pdf-text-items.mjs'), file],
      {
        encoding: 'utf8',
      },
    );
    return JSON.parse(printed) as PdfTextItem[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
