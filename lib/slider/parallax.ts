import { getParallaxShift } from '@/lib/slider/rules';
import type { MotionRuntime } from '@/lib/motion/loadMotion';

/** The images follow the pointer with a little lag and settle without bouncing. */
const PARALLAX_SPRING = { stiffness: 120, damping: 24, mass: 0.6 };

/** The slider's parallax, bound to its layers. */
export interface Parallax {
  /** Where the pointer is, in px from the slider's centre (0, 0 when it is away). */
  moveTo: (x: number, y: number) => void;
  /** Puts every image straight back, with no spring (reduced motion switched on). */
  reset: () => void;
  /** Unbinds the layers. */
  stop: () => void;
}

/**
 * The mouse parallax on framer-motion motion values: pointer moves set two values, a spring
 * smooths them, each layer's offset is a transform of the smoothed values by its own factors
 * (data-parallax-x / -y, the project's factoryX / factoryY), and styleEffect writes the offsets to
 * the layers' transforms. No React render per pointer move.
 */
export function bindParallax(layers: HTMLElement[], motion: MotionRuntime): Parallax {
  const { motionValue, springValue, styleEffect, transformValue } = motion;
  const pointerX = motionValue(0);
  const pointerY = motionValue(0);
  const smoothX = springValue(pointerX, PARALLAX_SPRING);
  const smoothY = springValue(pointerY, PARALLAX_SPRING);
  const unbind = layers.map((layer) => {
    const factoryX = Number(layer.dataset.parallaxX);
    const factoryY = Number(layer.dataset.parallaxY);
    return styleEffect(layer, {
      x: transformValue(() => getParallaxShift(smoothX.get(), factoryX)),
      y: transformValue(() => getParallaxShift(smoothY.get(), factoryY)),
    });
  });
  return {
    moveTo: (x, y) => {
      pointerX.set(x);
      pointerY.set(y);
    },
    reset: () => {
      for (const value of [pointerX, pointerY, smoothX, smoothY]) value.jump(0);
    },
    stop: () => {
      for (const cleanup of unbind) cleanup();
      for (const layer of layers) layer.style.transform = '';
    },
  };
}
