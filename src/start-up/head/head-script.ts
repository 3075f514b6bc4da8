// index.html's head script: this module and its imports, one classic script of their own
// (`headScript` in build/prerender.ts bundles it), run before the first paint.
import { beforeFirstPaint } from './before-first-paint';

beforeFirstPaint();
