import { withBasePath } from './paths';

/** Cloudinary cloud name; empty means images are served from `public/images/`. */
export const cloudinaryCloudName = process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME ?? '';

/** The local file of an image public id, base path included: `/images/<id>.webp`. */
export function localImagePath(publicId: string): string {
  return withBasePath(`/images/${publicId}.webp`);
}
