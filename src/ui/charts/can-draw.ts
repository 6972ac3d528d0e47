// Whether this browser draws on a 2D canvas (old browsers and test DOMs do not): without one the
// charts draw nothing and the table beside them still tells everything.
let canvas2d: boolean | undefined;
export function canDraw(): boolean {
  if (canvas2d === undefined) {
    try {
      canvas2d = Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      canvas2d = false;
    }
  }
  return canvas2d;
}
