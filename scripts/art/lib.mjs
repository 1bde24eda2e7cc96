// Shared drawing helpers for the illustration generator.
// Everything here is a pure function of its inputs (the only "randomness" is the
// seeded generator below), so the generated SVG files are byte-for-byte stable.

/** Formats a coordinate with at most one decimal. */
export const n = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** "x y" pair. */
export const p = (x, y) => `${n(x)} ${n(y)}`;

/** Small seeded PRNG (mulberry32), returns floats in [0, 1). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Point on a cubic Bezier given as four [x, y] points. */
export function bez(c, t) {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return [
    a * c[0][0] + b * c[1][0] + d * c[2][0] + e * c[3][0],
    a * c[0][1] + b * c[1][1] + d * c[2][1] + e * c[3][1],
  ];
}

/** Unit tangent of a cubic Bezier. */
export function bezTan(c, t) {
  const u = 1 - t;
  const x =
    3 * u * u * (c[1][0] - c[0][0]) +
    6 * u * t * (c[2][0] - c[1][0]) +
    3 * t * t * (c[3][0] - c[2][0]);
  const y =
    3 * u * u * (c[1][1] - c[0][1]) +
    6 * u * t * (c[2][1] - c[1][1]) +
    3 * t * t * (c[3][1] - c[2][1]);
  const l = Math.hypot(x, y) || 1;
  return [x / l, y / l];
}

/** Angle in degrees of the tangent (0 = pointing up, clockwise positive). */
export function bezAngle(c, t) {
  const [x, y] = bezTan(c, t);
  return (Math.atan2(x, -y) * 180) / Math.PI;
}

/** Path data for a cubic Bezier. */
export const bezD = (c) => `M${p(...c[0])}C${p(...c[1])} ${p(...c[2])} ${p(...c[3])}`;

/** Smooth path through points (Catmull-Rom converted to relative cubic Beziers). */
export function smooth(pts, closed = false) {
  const m = pts.length;
  const at = (i) => (closed ? pts[(i + m) % m] : pts[Math.max(0, Math.min(m - 1, i))]);
  const r = (v) => Math.round(v * 10) / 10;
  let d = `M${p(...pts[0])}c`;
  const last = closed ? m : m - 1;
  let cur = [r(pts[0][0]), r(pts[0][1])];
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    const end = [r(p2[0]), r(p2[1])];
    d += `${i ? ' ' : ''}${p(c1[0] - cur[0], c1[1] - cur[1])} ${p(c2[0] - cur[0], c2[1] - cur[1])} ${p(end[0] - cur[0], end[1] - cur[1])}`;
    cur = end;
  }
  return closed ? `${d}Z` : d;
}

/** Polyline path through points (relative line segments). */
export function poly(pts, closed = true) {
  const r = (v) => Math.round(v * 10) / 10;
  let cur = [r(pts[0][0]), r(pts[0][1])];
  const segs = pts.slice(1).map(([x, y]) => {
    const next = [r(x), r(y)];
    const s = p(next[0] - cur[0], next[1] - cur[1]);
    cur = next;
    return s;
  });
  return `M${p(...pts[0])}l${segs.join(' ')}${closed ? 'Z' : ''}`;
}

/** Shortens path data: no separators before minus signs or around commands. */
export const tidy = (d) =>
  d
    .replace(/ -/g, '-')
    .replace(/ ?([A-Za-z]) ?/g, '$1')
    .replace(/(^|[^0-9])0\./g, '$1.');

/**
 * Outline of a band of varying half-width w(t) along a Bezier curve.
 * Returns the left and right edge point lists (both from t = 0 to t = 1).
 */
export function band(curve, w, steps = 12) {
  const left = [];
  const right = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = bez(curve, t);
    const [tx, ty] = bezTan(curve, t);
    const hw = w(t, i);
    left.push([x + ty * hw, y - tx * hw]);
    right.push([x - ty * hw, y + tx * hw]);
  }
  return { left, right };
}

/** Smooth closed ribbon (a leaf or stem following a curve). */
export function ribbon(curve, w, steps = 10) {
  const { left, right } = band(curve, w, steps);
  return smooth([...left, ...right.reverse().slice(1, -1)], true);
}

const r2 = (v) => Math.round(v * 100) / 100;

/** Transform attribute value. */
export function tf(x, y, a = 0, s = 1) {
  let t = `translate(${Math.round(x)} ${Math.round(y)})`;
  if (Math.round(a)) t += ` rotate(${Math.round(a)})`;
  if (Array.isArray(s)) t += ` scale(${r2(s[0])} ${r2(s[1])})`;
  else if (s !== 1) t += ` scale(${r2(s)})`;
  return t;
}

/** Group transform that scales by s around (cx, cy). */
export const about = (cx, cy, s) =>
  `translate(${n(cx * (1 - s))} ${n(cy * (1 - s))}) scale(${r2(s)})`;

/** <use> of a symbol defined in the document. */
export function use(id, x, y, a = 0, s = 1, fill = '') {
  const f = fill ? ` fill="${fill}"` : '';
  if (!Math.round(a) && s === 1)
    return `<use href="#${id}" x="${Math.round(x)}" y="${Math.round(y)}"${f}/>`;
  return `<use href="#${id}" transform="${tf(x, y, a, s)}"${f}/>`;
}

/** Stroke-only path. */
export const line = (d, color, w, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"${extra}/>`;

/**
 * Symmetric pointed leaf from (0,0) to (0,-len) with max half-width hw.
 * `shape` controls where the widest point sits (0 = near base, 1 = near tip).
 */
export function leafD(len, hw, shape = 0.5) {
  const w = hw / 0.71;
  const a = 0.05 + 0.3 * shape;
  const b = 0.55 + 0.35 * shape;
  return {
    d: `M0 0C${p(w, -len * a)} ${p(w * 0.95, -len * b)} 0 ${n(-len)}C${p(-w * 0.95, -len * b)} ${p(-w, -len * a)} 0 0Z`,
    half: `M0 0C${p(w, -len * a)} ${p(w * 0.95, -len * b)} 0 ${n(-len)}Z`,
  };
}

/** Per-document context: namespaced ids and collected <defs>. */
export class Ctx {
  constructor(prefix = '') {
    this.prefix = prefix;
    this.defs = [];
    this.seen = new Set();
  }
  id(name) {
    return `${this.prefix}${name}`;
  }
  /** Adds a definition once; returns the namespaced id. */
  def(name, build) {
    const id = this.id(name);
    if (!this.seen.has(id)) {
      this.seen.add(id);
      this.defs.push(build(id));
    }
    return id;
  }
  /** A context with another id prefix that writes into the same <defs>. */
  child(prefix) {
    const c = new Ctx(prefix);
    c.defs = this.defs;
    c.seen = this.seen;
    return c;
  }
}

/** Wraps content into a complete SVG document. */
export function svgDoc(w, h, title, ctx, body) {
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join('')}</defs>\n` : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">\n` +
    `<title>${esc(title)}</title>\n${defs}${body.filter(Boolean).join('\n')}\n</svg>\n`;
  return svg
    .replace(/ d="([^"]*)"/g, (_, d) => ` d="${tidy(d)}"`)
    .replace(
      / transform="([^"]*)"/g,
      (_, t) => ` transform="${t.replace(/(^|[ (-])0\./g, '$1.')}"`,
    );
}

// ---------------------------------------------------------------- palettes

export const TINT = {
  sage: ['#f3f7f1', '#e2eddd'],
  mint: ['#eff7f4', '#d9eee5'],
  sand: ['#f8f4ec', '#eee4cf'],
  peach: ['#fbf2ec', '#f6dfcf'],
  blush: ['#fbf1f2', '#f4dde1'],
  sky: ['#eff5f8', '#d9e8f0'],
  lilac: ['#f4f1f8', '#e5dff0'],
  butter: ['#fbf7e8', '#f3e9c3'],
};

export const POT = {
  terracotta: { c: '#d98a62', s: '#c3714b', r: '#e59d78' },
  cream: { c: '#f1eadf', s: '#ddd2c1', r: '#faf6ef' },
  charcoal: { c: '#46525a', s: '#363f46', r: '#58656e' },
  sage: { c: '#a9c1a6', s: '#90aa8d', r: '#bcd0b9' },
  mustard: { c: '#e2b453', s: '#cc9b38', r: '#edc56f' },
  blush: { c: '#e9b7aa', s: '#d79e8f', r: '#f2c8bd' },
  navy: { c: '#36516b', s: '#2a4157', r: '#45637f' },
  white: { c: '#fdfcfa', s: '#e6e2da', r: '#ffffff' },
  clay: { c: '#b9866a', s: '#a06f55', r: '#c99a80' },
  sky: { c: '#9cc3d5', s: '#83adc1', r: '#b3d3e2' },
};

export const G = {
  deep: '#1d5536',
  dark: '#267243',
  mid: '#3a9254',
  light: '#5fb35c',
  lime: '#9ccc55',
  olive: '#6d8f3e',
  sea: '#6fa08a',
};

/**
 * A pot. Returns { back, front }: draw `back` (shadow and soil) before the
 * plant's stems and `front` (the pot body) after them.
 * kind: "taper" (rim + tapered body), "cyl" (straight, no rim), "bowl" (low,
 * rounded bottom), "belly" (rounded sides).
 */
export function pot(ctx, o) {
  const {
    cx = 200,
    top = 270,
    base = 350,
    tw = 140,
    bw = 104,
    rim = 16,
    kind = 'taper',
    color = POT.terracotta,
    deco = '',
    shadow = true,
    soil = true,
  } = o;
  const L = cx - tw / 2;
  const R = cx + tw / 2;
  const bt = kind === 'taper' ? top + rim : top;
  let body;
  if (kind === 'bowl') {
    body = `M${p(L, bt)}H${n(R)}C${p(R, base - (base - bt) * 0.1)} ${p(cx + bw / 2 + 6, base)} ${p(cx + bw / 2 - 10, base)}H${n(cx - bw / 2 + 10)}C${p(cx - bw / 2 - 6, base)} ${p(L, base - (base - bt) * 0.1)} ${p(L, bt)}Z`;
  } else if (kind === 'belly') {
    body = `M${p(L + 6, bt)}H${n(R - 6)}C${p(R + 14, bt + (base - bt) * 0.3)} ${p(R + 4, base)} ${p(cx + bw / 2 - 8, base)}H${n(cx - bw / 2 + 8)}C${p(L - 4, base)} ${p(L - 14, bt + (base - bt) * 0.3)} ${p(L + 6, bt)}Z`;
  } else {
    const BL = cx - bw / 2;
    const BR = cx + bw / 2;
    const r = 8;
    body = `M${p(L, bt)}H${n(R)}L${p(BR + ((R - BR) * r) / (base - bt), base - r)}Q${p(BR, base)} ${p(BR - r, base)}H${n(BL + r)}Q${p(BL, base)} ${p(BL - ((BL - L) * r) / (base - bt), base - r)}Z`;
  }
  const clip = ctx.def(
    `pc${cx}_${top}`,
    (id) => `<clipPath id="${id}"><path d="${body}"/></clipPath>`,
  );
  const back = [];
  if (shadow)
    back.push(
      `<ellipse cx="${n(cx + 6)}" cy="${n(base)}" rx="${n(Math.max(tw, bw) * 0.62)}" ry="9" fill="#24402d" opacity=".13"/>`,
    );
  if (soil)
    back.push(
      `<ellipse cx="${n(cx)}" cy="${n(top + 2)}" rx="${n(tw / 2 - 6)}" ry="8" fill="#5a4034"/>`,
    );
  const front = [];
  front.push(
    `<g clip-path="url(#${clip})"><path d="${body}" fill="${color.c}"/>` +
      `<rect x="${n(cx + tw * 0.14)}" y="${n(bt)}" width="${n(tw)}" height="${n(base - bt)}" fill="${color.s}"/>` +
      `<rect x="${n(L + tw * 0.1)}" y="${n(bt)}" width="${n(tw * 0.06)}" height="${n(base - bt)}" fill="#fff" opacity=".16"/>` +
      (kind === 'taper'
        ? `<rect x="${n(L)}" y="${n(bt)}" width="${n(tw)}" height="6" fill="#000" opacity=".1"/>`
        : '') +
      deco +
      `</g>`,
  );
  if (kind === 'taper') {
    front.push(
      `<rect x="${n(L - 7)}" y="${n(top)}" width="${n(tw + 14)}" height="${n(rim)}" rx="5" fill="${color.r}"/>` +
        `<path d="M${p(cx + tw * 0.14, top)}H${n(R + 2)}a5 5 0 0 1 5 5v${n(rim - 10)}a5 5 0 0 1-5 5H${n(cx + tw * 0.14)}Z" fill="${color.s}" opacity=".55"/>`,
    );
  } else {
    front.push(
      `<rect x="${n(L)}" y="${n(top - 3)}" width="${n(tw)}" height="7" rx="3.5" fill="${color.r}"/>`,
    );
  }
  return { back: back.join(''), front: front.join('') };
}

/** Horizontal decorative band across a pot (used inside the pot clip). */
export const potBand = (y, h, color, op = 1) =>
  `<rect x="0" y="${n(y)}" width="400" height="${n(h)}" fill="${color}"${op < 1 ? ` opacity="${op}"` : ''}/>`;

/** Macrame-style hanger cords from a ring down to a pot rim. */
export function hanger(cx, ringY, rimY, halfW) {
  const cords = `M${p(cx, ringY + 8)}L${p(cx - halfW, rimY)}M${p(cx, ringY + 8)}L${p(cx + halfW, rimY)}M${p(cx, ringY + 8)}L${p(cx + halfW * 0.1, rimY)}`;
  return (
    line(cords, '#b89b78', 3) +
    `<circle cx="${n(cx)}" cy="${n(ringY)}" r="9" fill="none" stroke="#9c7f5c" stroke-width="4"/>` +
    `<rect x="${n(cx - 6)}" y="${n(ringY + 8)}" width="12" height="14" rx="5" fill="#c7ab88"/>`
  );
}
