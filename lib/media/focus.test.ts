import {
  cloudinaryGravity,
  coverFit,
  cropRegion,
  focusPoint,
  objectPosition,
  photoFocus,
  sliderFrameRatio,
} from '@/lib/media/focus';

describe("the profile photo's focal point", () => {
  it("is the owner's when named", () => {
    expect(objectPosition(photoFocus('top'))).toBe('50% 0%');
    expect(objectPosition(photoFocus({ x: 40, y: 30 }))).toBe('40% 30%');
  });

  it("is a fifth of the way down otherwise, so a phone's tall portrait keeps the head", () => {
    expect(objectPosition(photoFocus(undefined))).toBe('50% 20%');
    // A 1080×1440 phone photo whose head starts 130 px from the top, in the square frame: the
    // middle would cut 180 px off the top, a fifth of the way down cuts 72.
    expect(cropRegion(1080, 1440, 1, photoFocus(undefined))).toEqual({
      left: 0,
      top: 72,
      width: 1080,
      height: 1080,
    });
    expect(cropRegion(1080, 1440, 1, undefined).top).toBe(180);
    // A wide photo is cropped across only, about its middle.
    expect(cropRegion(1600, 1200, 1, photoFocus(undefined))).toEqual({
      left: 200,
      top: 0,
      width: 1200,
      height: 1200,
    });
  });
});

describe('a cover focal point', () => {
  it('is the middle when the owner names none', () => {
    expect(focusPoint(undefined)).toEqual({ x: 50, y: 50 });
    expect(objectPosition(undefined)).toBe('50% 50%');
  });

  it('turns a side into the edge it keeps', () => {
    expect(objectPosition('top')).toBe('50% 0%');
    expect(objectPosition('bottom')).toBe('50% 100%');
    expect(objectPosition('left')).toBe('0% 50%');
    expect(objectPosition('right')).toBe('100% 50%');
  });

  it('takes a point in percent as it is', () => {
    expect(objectPosition({ x: 30, y: 20 })).toBe('30% 20%');
  });

  it('moves a crop toward the focal point as object-position does', () => {
    // A 1080×1920 phone screenshot in a 4:3 box: 810 px of its height are shown.
    expect(cropRegion(1080, 1920, 4 / 3, undefined)).toEqual({
      left: 0,
      top: 555,
      width: 1080,
      height: 810,
    });
    expect(cropRegion(1080, 1920, 4 / 3, 'top')).toEqual({
      left: 0,
      top: 0,
      width: 1080,
      height: 810,
    });
    expect(cropRegion(1080, 1920, 4 / 3, { x: 50, y: 100 })).toEqual({
      left: 0,
      top: 1110,
      width: 1080,
      height: 810,
    });
    // A 3000×1000 panorama in a square: the strip right of centre.
    expect(cropRegion(3000, 1000, 1, { x: 75, y: 50 })).toEqual({
      left: 1500,
      top: 0,
      width: 1000,
      height: 1000,
    });
  });

  it('gives Cloudinary the gravity of the third the point lies in', () => {
    expect(cloudinaryGravity(undefined)).toBe('center');
    expect(cloudinaryGravity('top')).toBe('north');
    expect(cloudinaryGravity('right')).toBe('east');
    expect(cloudinaryGravity({ x: 10, y: 90 })).toBe('south_west');
    expect(cloudinaryGravity({ x: 60, y: 40 })).toBe('center');
  });
});

describe('the crop a slot may make', () => {
  it('crops a cover close to the box and shows a far shape whole', () => {
    expect(coverFit(4 / 3, 1152 / 700)).toBe('cover');
    // 1080×1920 in the 1152×700 project hero: cropping would keep its middle third.
    expect(coverFit(1080 / 1920, 1152 / 700)).toBe('contain');
    // The same screenshot in a 3:4 card keeps three quarters of its height.
    expect(coverFit(1080 / 1920, 3 / 4)).toBe('cover');
    // A 3000×1000 panorama in the grid's 4:3 frame.
    expect(coverFit(3, 4 / 3)).toBe('contain');
  });

  it('keeps the card shape the owner chose while the cover fits it', () => {
    expect(sliderFrameRatio('portrait', 4 / 3)).toBe(3 / 4);
    expect(sliderFrameRatio('landscape', 3 / 2)).toBe(4 / 3);
    expect(sliderFrameRatio('square', 1080 / 1920)).toBe(1);
  });

  it('gives a cover far from the chosen shape a card of its own shape, within 1:2 and 2:1', () => {
    expect(sliderFrameRatio('landscape', 1080 / 1920)).toBeCloseTo(0.5625);
    expect(sliderFrameRatio('landscape', 3)).toBe(2);
    expect(sliderFrameRatio('portrait', 3)).toBe(2);
    expect(sliderFrameRatio('landscape', 1 / 4)).toBe(0.5);
  });
});
