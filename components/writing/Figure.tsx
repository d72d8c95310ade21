import { SiteImage } from '@/components/media/SiteImage';
import styles from './Figure.module.scss';

export interface FigureProps {
  src: string;
  alt: string;
  width: number | string;
  height: number | string;
  caption?: string;
}

/** A figure of a note or case study: a sized, lazy image (local or Cloudinary) and its caption. */
export function Figure({ src, alt, width, height, caption }: FigureProps) {
  return (
    <figure className={styles.figure}>
      <SiteImage
        publicId={src}
        alt={alt}
        width={Number(width)}
        height={Number(height)}
        sizes="(max-width: 760px) 100vw, 760px"
        className={styles.image}
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
