import { correction, generate, mode } from 'lean-qr';

/** A QR symbol drawn as one SVG path: one 1x1 square per dark module, no quiet zone. */
export type QrSymbol = { size: number; path: string };

// No ISO-8859-1 segments: a text with Polish letters then switches ECI once (to UTF-8), not back
// and forth between two character sets that some bank apps' readers handle badly.
const modes = [mode.numeric, mode.alphaNumeric, mode.ascii, mode.utf8];

export function qrSymbol(payload: string): QrSymbol {
  const code = generate(payload, { minCorrectionLevel: correction.L, modes });
  let path = '';
  for (let y = 0; y < code.size; y += 1)
    for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
  return { size: code.size, path };
}
