'use client';

// next-cloudinary's CldImage builds its loader in the browser, so it has to be a client leaf.
// It is only rendered when a Cloudinary cloud name is configured.
export { CldImage as CloudinaryImage } from 'next-cloudinary';
