import jsQR from 'jsqr';

/**
 * Paints an SVG path of unit squares (`M<x> <y>h1v1h-1z`, the only command the symbol uses) at
 * `scale` pixels per module inside a 4-module white quiet zone, as the card's viewBox does.
 * Anything else in the path throws, so a change of drawing cannot pass unread.
 */
export function rasterise(path: string, size: number, scale = 4) {
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const square = /M(\d+) (\d+)h1v1h-1z/y;
  let match: RegExpExecArray | null;
  while (square.lastIndex < path.length && (match = square.exec(path))) {
    const [x, y] = [Number(match[1]) + 4, Number(match[2]) + 4];
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((y * scale + dy) * side + x * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
  }
  if (square.lastIndex !== path.length) throw new Error(`Unexpected path at ${square.lastIndex}`);
  return { pixels, side };
}

/** An independent reader (jsQR) of the symbol's pixels. */
export function decodeSymbol(path: string, size: number): string | null {
  const { pixels, side } = rasterise(path, size);
  return jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
