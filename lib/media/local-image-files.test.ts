import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageFilesNamed } from '@/lib/media/local-image-files';

describe('the files an image id names in public/images/', () => {
  let publicDir: string;

  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-files-'));
    const folder = path.join(publicDir, 'images', 'projects');
    fs.mkdirSync(folder, { recursive: true });
    for (const file of ['shop.JPG', 'shop.heic', 'shop.gif', 'shop-old.png', 'shopfront.webp']) {
      fs.writeFileSync(path.join(folder, file), '');
    }
  });

  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('reads any case of a type the image step reads, and sets apart those it does not', () => {
    expect(imageFilesNamed(publicDir, 'projects/shop')).toEqual({
      readable: ['/images/projects/shop.JPG'],
      unreadable: ['/images/projects/shop.gif', '/images/projects/shop.heic'],
    });
  });

  it('finds nothing for a name no file has, nor in a folder that does not exist', () => {
    expect(imageFilesNamed(publicDir, 'projects/sho')).toEqual({ readable: [], unreadable: [] });
    expect(imageFilesNamed(publicDir, 'notes/shop')).toEqual({ readable: [], unreadable: [] });
  });
});
