import { FIGURE_SLOT } from '@/lib/media/slots';
import { SiteImage } from '@/components/media/SiteImage';
import styles from './Figure.module.scss';

export interface FigureProps {
  src: string;
  alt: string;
  caption?: string;
}

/**
 * A figure of a note or case study: a lazy image at the text column's width (its size read from
 * the file by the build) and its caption.
 */
export function Figure({ src, alt, caption }: FigureProps) {
  return (
    <figure className={styles.figure}>
      <SiteImage publicId={src} alt={alt} slot={FIGURE_SLOT} className={styles.image} />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
