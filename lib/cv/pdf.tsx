/**
 * cv.pdf: the CV drawn by @react-pdf/renderer from the same model as the /cv page, at build time
 * and with no browser, so it builds on any host. Real text (selectable, searchable), clickable
 * links. Set in Helvetica, the sans-serif every PDF reader has built in, as the site is set in the
 * visitor's system font: nothing is embedded, and the file stays small. A CV with a letter Helvetica
 * lacks is set in Inter, embedded with only the letters used (lib/cv/pdf-charset.ts), and a letter
 * Inter lacks in the owner's font that has it (content/fonts/, lib/fonts/owner-fonts.ts). Either is
 * drawn in a regular and a bold weight only. A CV in a language written right to left is drawn as
 * the mirror of the same layout (lib/cv/pdf-direction.ts). Server only.
 */
import 'server-only';
import {
  Document,
  Font,
  Link,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer';
import type { CvCopy } from '@/content';
import type { CvModel } from '@/lib/cv/build';
import { displayUrl } from '@/lib/cv/build';
import { lineBreakParts } from '@/lib/cv/line-breaks';
import { cvPdfDrawing, type CvPdfFontFamily } from '@/lib/cv/pdf-charset';
import { interFontPath } from '@/lib/fonts/inter';
import { ownerFontFamilies, type OwnerFontFamily } from '@/lib/fonts/owner-fonts';
import { stylesInDirection } from '@/lib/cv/pdf-direction';
import { CV_PDF_PALETTE } from '@/lib/cv/pdf-palette';
import { onFewestPages } from '@/lib/cv/pdf-pages';
import type { TextDirection } from '@/lib/i18n/direction';
import { joinPhrases } from '@/lib/i18n/punctuation';

// Words are never split with a hyphen: a CV reads better ragged. Chinese and Japanese, written
// without spaces, break between their characters instead.
Font.registerHyphenationCallback(lineBreakParts);
// Read only when a CV is set in it: then only the letters it uses are embedded.
Font.register({
  family: 'Inter',
  fonts: [
    { src: interFontPath(400), fontWeight: 400 },
    { src: interFontPath(700), fontWeight: 700 },
  ],
});

let registeredFamilies: readonly OwnerFontFamily[] | undefined;
/**
 * Registers each family of the owner's fonts (content/fonts/) under its name, once for each
 * reading of the folder (lib/fonts/owner-fonts.ts reads it again when a font is added while `npm
 * run dev` runs); its files are read only when a CV is set in them.
 */
function registerOwnerFonts(families: readonly OwnerFontFamily[]) {
  if (families === registeredFamilies) return;
  for (const { name, fonts } of families) {
    // react-pdf adds the files of a family registered again to those it had: a family of an
    // earlier reading starts anew.
    const registered = Font.getRegisteredFonts()[name];
    if (registered) registered.sources = [];
    Font.register({
      family: name,
      fonts: fonts.map((font) => ({ src: font.path, fontWeight: font.weight })),
    });
  }
  registeredFamilies = families;
}

const {
  ink: INK,
  'ink-soft': INK_SOFT,
  muted: MUTED,
  accent: ACCENT,
  'accent-strong': ACCENT_STRONG,
  line: LINE,
} = CV_PDF_PALETTE;

const USUAL = StyleSheet.create({
  page: {
    paddingTop: 32,
    paddingBottom: 40,
    paddingHorizontal: 40,
    fontSize: 8.8,
    lineHeight: 1.38,
    color: INK_SOFT,
  },
  header: { marginBottom: 10 },
  eyebrow: { color: ACCENT_STRONG, fontSize: 7.5, fontWeight: 700, letterSpacing: 0.6 },
  name: {
    fontWeight: 700,
    letterSpacing: -0.4,
    fontSize: 24,
    lineHeight: 1.2,
    color: INK,
    marginTop: 2,
  },
  role: { fontSize: 11, color: INK_SOFT },
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6 },
  contact: { marginRight: 12, fontSize: 8.5 },
  contactLabel: { color: MUTED },
  link: { color: INK, fontWeight: 700, textDecoration: 'none' },
  facts: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    borderTop: `1 solid ${LINE}`,
    borderBottom: `1 solid ${LINE}`,
    paddingVertical: 5,
    marginBottom: 12,
  },
  // Its label and value each as wide as its words, not stretched to the wider one's width: on
  // a CV read from the right, react-pdf would draw the narrower one at the left of that width.
  fact: { marginRight: 14, marginVertical: 1, alignItems: 'flex-start' },
  factLabel: { fontSize: 6.5, fontWeight: 700, color: MUTED, letterSpacing: 0.4 },
  factValue: { fontSize: 8.5, fontWeight: 700, color: INK },
  columns: { flexDirection: 'row' },
  main: { flexGrow: 1, flexBasis: 0, marginRight: 18 },
  side: { width: 140 },
  section: { marginBottom: 10 },
  sectionTitle: {
    fontSize: 8,
    fontWeight: 700,
    letterSpacing: 0.6,
    color: INK,
    paddingBottom: 3,
    borderBottom: `1.5 solid ${ACCENT}`,
    marginBottom: 6,
  },
  entry: { marginBottom: 7 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontSize: 10, fontWeight: 700, color: INK, flexShrink: 1 },
  period: { fontSize: 8, color: MUTED, marginLeft: 8 },
  subtitle: { fontSize: 8.5, fontWeight: 700, color: ACCENT_STRONG, marginBottom: 2 },
  projectFoot: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 2 },
  tags: { fontSize: 7.5, color: MUTED, flexShrink: 1 },
  projectLink: { fontSize: 7.5, color: ACCENT_STRONG, textDecoration: 'none', marginLeft: 8 },
  term: { fontWeight: 700, color: INK },
  // Running text, in the page's type: a style of its own all the same, for a CV written right to
  // left to give it its direction (lib/cv/pdf-direction.ts).
  paragraph: {},
  footer: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 7, color: MUTED },
});

/**
 * The same, a little tighter from top to bottom (the type's sizes unchanged): for a CV a few lines
 * too long for its page (`renderCvPdf`). The sample's Indonesian CV left its third project alone
 * on a second page.
 */
const COMPACT = StyleSheet.create({
  ...USUAL,
  page: { ...USUAL.page, paddingTop: 24, paddingBottom: 34, lineHeight: 1.3 },
  header: { marginBottom: 8 },
  facts: { ...USUAL.facts, marginBottom: 9 },
  section: { marginBottom: 8 },
  entry: { marginBottom: 5 },
});

type CvStyles = typeof USUAL;

interface SectionProps {
  title: string;
  styles: CvStyles;
  children: React.ReactNode;
}

function Section({ title, styles, children }: SectionProps) {
  return (
    <View style={styles.section}>
      {/* minPresenceAhead keeps a heading off the foot of a page, with its first entry. */}
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {title.toUpperCase()}
      </Text>
      {children}
    </View>
  );
}

interface EntryProps {
  title: string;
  styles: CvStyles;
  subtitle: string;
  period?: string;
  children?: React.ReactNode;
}

/** One entry; `wrap={false}` moves it whole to the next page rather than splitting it. */
function Entry({ title, styles, subtitle, period, children }: EntryProps) {
  return (
    <View style={styles.entry} wrap={false}>
      <View style={styles.entryHead}>
        <Text style={styles.entryTitle}>{title}</Text>
        {period ? <Text style={styles.period}>{period}</Text> : null}
      </View>
      <Text style={styles.subtitle}>{subtitle}</Text>
      {children}
    </View>
  );
}

export interface CvPdfOptions {
  copy: CvCopy;
  /** The CV's language (its code), recorded in the PDF for screen readers and search. */
  language: string;
  /** The direction the language is written in: 'rtl' draws the CV's mirror, read from the right. */
  direction: TextDirection;
  /** Turns a route into the site's public URL. */
  absoluteUrl: (route: string) => string;
}

/** The font the CV is set in, alone or followed by the families of the owner's fonts. */
type CvPdfDocumentFont = CvPdfFontFamily | [CvPdfFontFamily, ...string[]];

/** The CV document: a header, the quick facts, then a main and a side column. */
export function CvPdfDocument({
  cv,
  copy,
  language,
  direction,
  absoluteUrl,
  fontFamily,
  compact = false,
}: CvPdfOptions & {
  cv: CvModel;
  fontFamily: CvPdfDocumentFont;
  compact?: boolean;
}) {
  const styles = stylesInDirection(compact ? COMPACT : USUAL, direction);
  const home = absoluteUrl('/');
  const links = [...cv.links, { label: copy.websiteLabel, href: home, text: displayUrl(home) }];
  return (
    <Document
      title={`${copy.pageTitle} · ${cv.name}`}
      author={cv.name}
      subject={joinPhrases(language, cv.name, cv.role)}
      keywords={cv.skillGroups.flatMap((group) => group.skills).join(', ')}
      creator={cv.name}
      producer={cv.name}
      language={language}
    >
      <Page size={cv.pdf.paperSize} style={[styles.page, { fontFamily }]}>
        <View style={styles.header}>
          <Text style={styles.eyebrow}>{copy.eyebrow.toUpperCase()}</Text>
          <Text style={styles.name}>{cv.name}</Text>
          <Text style={styles.role}>
            {cv.role} · {cv.location}
          </Text>
          <View style={styles.contacts}>
            {links.map((link) => (
              <Text key={link.href} style={styles.contact}>
                <Text style={styles.contactLabel}>{link.label} </Text>
                <Link src={link.href} style={styles.link}>
                  {link.text}
                </Link>
              </Text>
            ))}
          </View>
        </View>
        {cv.quickFacts.length > 0 ? (
          <View style={styles.facts}>
            {cv.quickFacts.map((fact) => (
              <View key={fact.id} style={styles.fact}>
                <Text style={styles.factLabel}>{fact.label.toUpperCase()}</Text>
                {fact.href ? (
                  <Link src={fact.href} style={[styles.factValue, styles.link]}>
                    {/* A text of its own, with its direction: see the footer. */}
                    <Text style={styles.paragraph}>{fact.value}</Text>
                  </Link>
                ) : (
                  <Text style={styles.factValue}>{fact.value}</Text>
                )}
              </View>
            ))}
          </View>
        ) : null}
        <View style={styles.columns}>
          <View style={styles.main}>
            <Section styles={styles} title={copy.summaryHeading}>
              <Text style={styles.paragraph}>{cv.summary}</Text>
            </Section>
            {cv.experience.length > 0 ? (
              <Section styles={styles} title={copy.experienceHeading}>
                {cv.experience.map((entry) => (
                  <Entry
                    styles={styles}
                    key={entry.id}
                    title={entry.role}
                    subtitle={entry.company}
                    period={entry.period}
                  >
                    <Text style={styles.paragraph}>{entry.description}</Text>
                  </Entry>
                ))}
              </Section>
            ) : null}
            <Section styles={styles} title={copy.projectsHeading}>
              {cv.projects.map((project) => {
                // One address fits the line: on paper the running product, else the code, else
                // the project's page here (the same choice as resume.json's url).
                const href = project.site ?? project.source ?? absoluteUrl(project.path);
                return (
                  <Entry
                    key={project.id}
                    styles={styles}
                    title={project.name}
                    subtitle={project.kind}
                  >
                    <Text style={styles.paragraph}>{project.description}</Text>
                    <View style={styles.projectFoot}>
                      <Text style={styles.tags}>{project.stack.join(' · ')}</Text>
                      <Link src={href} style={styles.projectLink}>
                        {displayUrl(href)}
                      </Link>
                    </View>
                  </Entry>
                );
              })}
            </Section>
          </View>
          <View style={styles.side}>
            {cv.skillGroups.length > 0 ? (
              <Section styles={styles} title={copy.skillsHeading}>
                {cv.skillGroups.map((group) => (
                  <View key={group.id} style={styles.entry} wrap={false}>
                    <Text style={styles.term}>{group.title}</Text>
                    <Text style={styles.paragraph}>{joinPhrases(language, ...group.skills)}</Text>
                  </View>
                ))}
              </Section>
            ) : null}
            {cv.education.length > 0 ? (
              <Section styles={styles} title={copy.educationHeading}>
                {cv.education.map((entry) => (
                  <Entry
                    styles={styles}
                    key={entry.id}
                    title={joinPhrases(language, entry.studyType, entry.area)}
                    subtitle={entry.institution}
                  >
                    <Text style={styles.paragraph}>{entry.period}</Text>
                    {entry.score ? <Text style={styles.paragraph}>{entry.score}</Text> : null}
                  </Entry>
                ))}
              </Section>
            ) : null}
            {cv.languages.length > 0 ? (
              <Section styles={styles} title={copy.languagesHeading}>
                {cv.languages.map((entry) => (
                  <View key={entry.language} style={styles.entry} wrap={false}>
                    <Text style={styles.term}>{entry.language}</Text>
                    <Text style={styles.paragraph}>{entry.fluency}</Text>
                  </View>
                ))}
              </Section>
            ) : null}
            {cv.certificates.length > 0 ? (
              <Section styles={styles} title={copy.certificatesHeading}>
                {cv.certificates.map((entry) => (
                  <Entry key={entry.id} styles={styles} title={entry.name} subtitle={entry.issuer}>
                    <Text style={styles.paragraph}>{entry.date}</Text>
                    {entry.url ? (
                      <Link src={entry.url} style={styles.projectLink}>
                        {displayUrl(entry.url)}
                      </Link>
                    ) : null}
                  </Entry>
                ))}
              </Section>
            ) : null}
          </View>
        </View>
        {/* On every page: whose CV it is and where the rest lives. (A page count through
            react-pdf's `render` prop drew nothing in this layout, so there is none.) Its words
            are a text of their own: react-pdf sets the bare words of a link in a text that takes
            no direction from it, and a right-to-left CV's name and address would be ordered
            left to right. */}
        <Link src={home} style={[styles.footer, styles.link, { color: MUTED }]} fixed>
          <Text style={styles.paragraph}>
            {cv.name} · {displayUrl(home)}
          </Text>
        </Link>
      </Page>
    </Document>
  );
}

/** Renders the CV to PDF bytes. */
export async function renderCvPdf(cv: CvModel, options: CvPdfOptions): Promise<Buffer> {
  const drawing = cvPdfDrawing(cv, options.copy);
  if (drawing.undrawable.length > 0) {
    const list = drawing.undrawable.map(
      ({ text, characters }) => `${characters.join(' ')} in "${text}"`,
    );
    throw new Error(`The CV PDF's fonts cannot draw: ${list.join('; ')}`);
  }
  // A letter Inter lacks is drawn in the first family of the owner's fonts that has it: react-pdf
  // falls back along the list, character by character.
  const ownerFamilies = drawing.needsOwnerFonts ? ownerFontFamilies() : [];
  registerOwnerFonts(ownerFamilies);
  const fontFamily: CvPdfDocumentFont =
    ownerFamilies.length > 0
      ? [drawing.family, ...ownerFamilies.map(({ name }) => name)]
      : drawing.family;
  const render = (compact: boolean) =>
    renderToBuffer(
      <CvPdfDocument
        {...options}
        cv={drawing.cv}
        copy={drawing.copy}
        fontFamily={fontFamily}
        compact={compact}
      />,
    );
  return onFewestPages(
    () => render(false),
    () => render(true),
  );
}
