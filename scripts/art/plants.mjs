// One drawing function per plant species. Each takes a Ctx (for ids and defs)
// and returns a list of SVG fragments in a 400 x 400 coordinate space, with
// the pot standing on y = 350 unless the plant hangs.
import {
  about,
  band,
  G,
  POT,
  bez,
  bezAngle,
  bezD,
  bezTan,
  hanger,
  leafD,
  line,
  n,
  p,
  poly,
  pot,
  potBand,
  ribbon,
  rng,
  smooth,
  use,
} from './lib.mjs';

const rad = (d) => (d * Math.PI) / 180;

/** Point at distance `len` from (x, y) in direction `a` (0 = up, clockwise). */
const toward = (x, y, a, len) => [x + Math.sin(rad(a)) * len, y - Math.cos(rad(a)) * len];

/** Quadratic stems from a common origin to each target: one path. */
function stems(origin, targets, bendX = 0.5, bendY = 0.15) {
  return targets
    .map(([x, y]) => {
      const cx = origin[0] + (x - origin[0]) * bendX;
      const cy = y + (origin[1] - y) * bendY;
      return `M${p(...origin)}Q${p(cx, cy)} ${p(x, y)}`;
    })
    .join('');
}

/** Leaves placed along a cubic curve, alternating sides. */
function alongVine(id, curve, from, to, count, o = {}) {
  const { spread = 70, size = [1, 0.7], colors = [G.mid], flip = 1 } = o;
  const out = [];
  for (let i = 0; i < count; i++) {
    const t = from + ((to - from) * i) / Math.max(1, count - 1);
    const [x, y] = bez(curve, t);
    const a = bezAngle(curve, t) + (i % 2 ? spread : -spread) * flip;
    const s = size[0] + (size[1] - size[0]) * (i / Math.max(1, count - 1));
    out.push(use(id, x, y, a, s, colors[i % colors.length]));
  }
  return out.join('');
}

// ------------------------------------------------------------ monstera

function monsteraLeaf(ctx) {
  const mask = ctx.def('mm', (id) => {
    const cuts = [];
    const slit = (ix, iy, ox, oy, w) => {
      const dx = ox - ix;
      const dy = oy - iy;
      const l = Math.hypot(dx, dy);
      const px = (-dy / l) * w;
      const py = (dx / l) * w;
      return `M${p(ix, iy)}L${p(ox + px, oy + py)}L${p(ox - px, oy - py)}Z`;
    };
    for (const [yc, inner, reach] of [
      [-14, 13, 22],
      [-35, 11, 24],
      [-57, 10, 22],
      [-79, 9, 18],
    ]) {
      cuts.push(slit(-inner, yc, -86, yc - reach, 6.5));
      cuts.push(slit(inner, yc - 5, 86, yc - 5 - reach, 6.5));
    }
    const holes = [
      [-24, -50, -30],
      [26, -28, 30],
      [-22, -72, -30],
      [24, -70, 30],
    ]
      .map(
        ([x, y, a]) =>
          `<ellipse cx="${x}" cy="${y}" rx="3.5" ry="6.5" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('');
    return `<mask id="${id}"><rect x="-90" y="-120" width="180" height="140" fill="#fff"/><g fill="#000"><path d="${cuts.join('')}"/>${holes}</g></mask>`;
  });
  return ctx.def('ml', (id) => {
    const leaf =
      'M0 -4C-14 8 -54 6 -62 -26C-70 -62 -38 -104 0 -106C38 -104 70 -62 62 -26C54 6 14 8 0 -4Z';
    const half = 'M0 -4C14 8 54 6 62 -26C70 -62 38 -104 0 -106Z';
    return `<g id="${id}"><g mask="url(#${mask})"><path d="${leaf}"/><path d="${half}" fill="#000" opacity=".14"/></g>${line('M0 -3Q3 -50 0 -100', '#fff', 2.5, ' opacity=".3"')}</g>`;
  });
}

export function monstera(ctx) {
  const ml = monsteraLeaf(ctx);
  const pt = pot(ctx, { color: POT.terracotta, tw: 146, bw: 108 });
  const leaves = [
    // base x, base y, angle, scale, color
    [200, 142, -4, 0.95, G.deep],
    [142, 168, -50, 0.9, G.mid],
    [262, 160, 46, 0.92, G.dark],
    [114, 236, -84, 0.74, G.dark],
    [290, 232, 80, 0.76, G.mid],
    [180, 214, -30, 0.72, G.light],
    [232, 212, 28, 0.7, G.mid],
  ];
  const origin = [200, 276];
  return [
    pt.back,
    line(
      stems(
        origin,
        leaves.map((l) => [l[0], l[1]]),
        0.35,
        0.05,
      ),
      '#4f8a3c',
      5,
    ),
    ...leaves.map(([x, y, a, s, c]) => use(ml, x, y, a, s, c)),
    pt.front,
  ];
}

// ---------------------------------------------------------- snake plant

export function snakePlant(ctx) {
  const pat = ctx.def(
    'sp',
    (id) =>
      `<pattern id="${id}" width="48" height="20" patternUnits="userSpaceOnUse"><rect width="48" height="20" fill="#2e6b45"/><path d="M0 7Q12 2 24 7T48 7V11Q36 16 24 11T0 11Z" fill="#5d9a62"/><path d="M0 16Q12 13 24 16T48 16V18Q36 20 24 18T0 18Z" fill="#1f5236"/></pattern>`,
  );
  const blade = (h, hw) => {
    const outer = `M${-hw} 0C${p(-hw * 1.12, -h * 0.5)} ${p(-hw * 0.55, -h * 0.84)} 0 ${n(-h)}C${p(hw * 0.45, -h * 0.86)} ${p(hw * 1.12, -h * 0.46)} ${hw} 0Z`;
    const w2 = hw - 3.5;
    const h2 = h - 7;
    const inner = `M${n(-w2)} 0C${p(-w2 * 1.12, -h2 * 0.5)} ${p(-w2 * 0.55, -h2 * 0.84)} 0 ${n(-h2)}C${p(w2 * 0.45, -h2 * 0.86)} ${p(w2 * 1.12, -h2 * 0.46)} ${n(w2)} 0Z`;
    const half = `M0 0V${n(-h2)}C${p(w2 * 0.45, -h2 * 0.86)} ${p(w2 * 1.12, -h2 * 0.46)} ${n(w2)} 0Z`;
    return { outer, inner, half };
  };
  const blades = [
    [168, 276, -14, 190, 20],
    [236, 276, 16, 176, 19],
    [200, 278, 2, 228, 22],
    [146, 280, -26, 140, 18],
    [256, 280, 28, 150, 18],
    [184, 280, -6, 170, 19],
    [218, 282, 8, 196, 20],
  ];
  const pt = pot(ctx, {
    color: POT.charcoal,
    kind: 'cyl',
    top: 268,
    tw: 150,
    bw: 132,
    deco: potBand(300, 4, '#fff', 0.18),
  });
  return [
    pt.back,
    ...blades.map(([x, y, a, h, hw]) => {
      const b = blade(h, hw);
      return `<g transform="translate(${x} ${y}) rotate(${a})"><path d="${b.outer}" fill="#d8c85a"/><path d="${b.inner}" fill="url(#${pat})"/><path d="${b.half}" fill="#000" opacity=".12"/></g>`;
    }),
    pt.front,
  ];
}

// ------------------------------------------------------ fiddle leaf fig

export function fiddleLeafFig(ctx) {
  const fl = ctx.def('fl', (id) => {
    const d =
      'M0 0C-10 -4 -21 -16 -20 -30C-19 -40 -28 -47 -28 -60C-28 -73 -14 -80 0 -78C14 -80 28 -73 28 -60C28 -47 19 -40 20 -30C21 -16 10 -4 0 0Z';
    const half = 'M0 0C10 -4 21 -16 20 -30C19 -40 28 -47 28 -60C28 -73 14 -80 0 -78Z';
    const veins =
      'M0 -2V-72M0 -18L-12 -26M0 -18L12 -26M0 -34L-14 -44M0 -34L14 -44M0 -50L-18 -60M0 -50L18 -60M0 -64L-12 -72M0 -64L12 -72';
    return `<g id="${id}"><path d="${d}"/><path d="${half}" fill="#000" opacity=".14"/>${line(veins, '#d9efc9', 1.6, ' opacity=".55"')}</g>`;
  });
  const pt = pot(ctx, {
    color: POT.cream,
    kind: 'belly',
    top: 272,
    tw: 128,
    bw: 104,
    deco: potBand(300, 10, '#c9b99f', 0.5),
  });
  const trunk = 'M200 276C198 230 206 190 202 150C200 120 204 96 206 70';
  const branches = 'M202 176C186 160 176 150 170 136M203 130C218 118 226 108 232 94';
  const leaves = [
    [203, 236, 62, 0.78, G.dark],
    [200, 224, -62, 0.8, G.mid],
    [204, 196, 48, 0.9, G.deep],
    [200, 186, -52, 0.92, G.dark],
    [172, 140, -40, 0.86, G.mid],
    [230, 98, 34, 0.86, G.mid],
    [203, 160, 70, 0.88, G.mid],
    [201, 150, -78, 0.84, G.deep],
    [203, 118, -30, 0.9, G.dark],
    [205, 96, 22, 0.86, G.deep],
    [170, 138, -8, 0.8, G.deep],
    [205, 72, -10, 0.92, G.mid],
    [232, 96, 72, 0.78, G.dark],
  ];
  return [
    pt.back,
    `<g transform="${about(200, 276, 0.86)}">`,
    line(trunk, '#7b5a3f', 8),
    line(branches, '#7b5a3f', 5),
    ...leaves.map(([x, y, a, s, c]) => use(fl, x, y, a, s * 1.2, c)),
    '</g>',
    pt.front,
  ];
}

// ------------------------------------------------------ heart leaves

function heartLeaf(ctx, name, variegation) {
  return ctx.def(name, (id) => {
    const d = 'M0 0C-6 4 -26 4 -28 -14C-30 -32 -12 -42 0 -52C12 -42 30 -32 28 -14C26 4 6 4 0 0Z';
    const half = 'M0 0C6 4 26 4 28 -14C30 -32 12 -42 0 -52Z';
    let v = '';
    if (variegation === 'gold')
      v = line(
        'M-3 -8Q-12 -16 -17 -24M3 -20Q12 -27 15 -33M-2 -32Q-7 -38 -8 -42M4 -6Q14 -9 20 -14',
        '#f3d772',
        3,
        ' opacity=".9"',
      );
    if (variegation === 'lime')
      v = `<path d="M0 -4C-8 -16 -8 -34 0 -46C6 -34 7 -16 0 -4Z" fill="#c9e265"/>`;
    return `<g id="${id}"><path d="${d}"/><path d="${half}" fill="#000" opacity=".12"/>${v}${line('M0 -1V-44', '#fff', 1.4, ' opacity=".35"')}</g>`;
  });
}

/** A wooden wall shelf the trailing plants sit on. */
const shelf = (y) =>
  `<rect x="44" y="${y}" width="312" height="14" rx="4" fill="#c99c6e"/><rect x="44" y="${y + 9}" width="312" height="5" rx="2.5" fill="#a97c50"/><path d="M96 ${y + 14}h10v22a4 4 0 0 1-4 4h-2zM294 ${y + 14}h10v26h-2a4 4 0 0 1-4-4z" fill="#a97c50" opacity=".7"/>`;

function trailing(ctx, leafId, colors, potColor) {
  const top = 206;
  const base = 282;
  const pt = pot(ctx, { color: potColor, kind: 'taper', top, base, tw: 132, bw: 98 });
  const vines = [
    [
      [150, 212],
      [96, 214],
      [84, 290],
      [104, 376],
    ],
    [
      [252, 212],
      [312, 222],
      [318, 300],
      [296, 392],
    ],
  ];
  const front = [
    [
      [224, 214],
      [252, 246],
      [236, 290],
      [248, 322],
    ],
  ];
  const mound = [
    [174, 206, -44, 1.0, 1],
    [228, 206, 42, 1.0, 2],
    [200, 206, -4, 1.1, 0],
    [186, 186, -18, 0.9, 2],
    [216, 188, 20, 0.92, 1],
  ];
  const vineD = (vs) => vs.map(bezD).join('');
  return [
    shelf(base),
    pt.back,
    ...mound.map(([x, y, a, s, c]) => use(leafId, x, y, a, s, colors[c])),
    line(vineD(vines), '#6d9a45', 3),
    ...vines.map((c, i) =>
      alongVine(leafId, c, 0.12, 1, 7, {
        spread: 58,
        size: [1, 0.72],
        colors: i ? colors : [...colors].reverse(),
        flip: i ? -1 : 1,
      }),
    ),
    pt.front,
    line(vineD(front), '#6d9a45', 3),
    ...front.map((c) =>
      alongVine(leafId, c, 0.3, 1, 4, { spread: 62, size: [0.86, 0.66], colors }),
    ),
  ];
}

export function goldenPothos(ctx) {
  const hl = heartLeaf(ctx, 'hp', 'gold');
  return trailing(ctx, hl, [G.mid, G.light, G.dark], POT.white);
}

export function philodendronBrasil(ctx) {
  const hl = heartLeaf(ctx, 'hb', 'lime');
  return trailing(ctx, hl, [G.dark, G.deep, G.mid], POT.navy);
}

// ---------------------------------------------------------- peace lily

export function peaceLily(ctx) {
  const pt = pot(ctx, {
    color: POT.white,
    kind: 'taper',
    tw: 140,
    bw: 106,
    deco: potBand(310, 3, '#d9d3c8'),
  });
  const base = [200, 272];
  const leaf = (end, c1, c2, hw, color) => {
    const curve = [base, c1, c2, end];
    const d = ribbon(
      curve,
      (t) => (t < 0.3 ? 2.5 : hw * Math.sin(Math.PI * ((t - 0.3) / 0.7)) ** 0.7),
      8,
    );
    const mid = bezD([bez(curve, 0.32), bez(curve, 0.55), bez(curve, 0.78), bez(curve, 0.97)]);
    return `<path d="${d}" fill="${color}"/>${line(mid, '#fff', 1.5, ' opacity=".25"')}`;
  };
  const leaves = [
    [[70, 250], [170, 230], [110, 200], 22, G.dark],
    [[330, 244], [230, 226], [290, 196], 22, G.dark],
    [[108, 150], [186, 210], [130, 170], 24, G.deep],
    [[300, 150], [214, 214], [276, 168], 24, G.deep],
    [[150, 96], [194, 200], [160, 140], 22, G.dark],
    [[262, 104], [208, 200], [246, 146], 22, G.mid],
    [[92, 204], [176, 240], [120, 214], 20, G.mid],
    [[312, 200], [226, 240], [284, 212], 20, G.mid],
    [[206, 92], [198, 200], [214, 140], 20, G.mid],
  ];
  const spathe = ctx.def('ps', (id) => {
    const { d, half } = leafD(58, 21, 0.35);
    return `<g id="${id}"><path d="${d}" fill="#fdfdf8"/><path d="${half}" fill="#dfe6d6"/><rect x="-4.5" y="-36" width="9" height="30" rx="4.5" fill="#f2dc8a"/><rect x="-1" y="-34" width="3" height="26" rx="1.5" fill="#fff" opacity=".5"/></g>`;
  });
  const flowers = [
    [170, 110, -14, 0.95],
    [234, 92, 10, 1.05],
    [270, 160, 26, 0.8],
  ];
  return [
    pt.back,
    ...leaves.slice(0, 6).map(([e, c1, c2, w, c]) => leaf(e, c1, c2, w, c)),
    line(
      flowers.map(([x, y]) => `M${p(198, 272)}Q${p((198 + x) / 2, 220)} ${p(x, y)}`).join(''),
      '#5d9650',
      3,
    ),
    ...flowers.map(([x, y, a, s]) => use(spathe, x, y, a, s)),
    ...leaves.slice(6).map(([e, c1, c2, w, c]) => leaf(e, c1, c2, w, c)),
    pt.front,
  ];
}

// ----------------------------------------------------------- echeveria

/** Layered succulent rosette seen from the side, like an open artichoke. */
function rosette(ctx, o) {
  const { cx, cy, rows, leaf } = o;
  const out = [];
  rows.forEach(({ angles, len, hw, fill }, r) => {
    const id = leaf(`r${r}`, len, hw, fill);
    for (const a of angles) out.push(use(id, cx + a * 0.25, cy + 4 - r * 3, a));
  });
  return out;
}

export function echeveria(ctx) {
  const leaf = (name, len, hw, [base, tip]) =>
    ctx.def(`e${name}`, (id) => {
      const { d, half } = leafD(len, hw, 0.62);
      return (
        `<linearGradient id="${id}g" x1="0" y1="1" x2="0" y2="0"><stop offset=".78" stop-color="${base}"/><stop offset="1" stop-color="${tip}"/></linearGradient>` +
        `<g id="${id}"><path d="${d}" fill="url(#${id}g)" stroke="#f4fbf7" stroke-width="1.2"/><path d="${half}" fill="#1f4f45" opacity=".14"/></g>`
      );
    });
  const pt = pot(ctx, {
    color: POT.sky,
    kind: 'bowl',
    top: 282,
    base: 348,
    tw: 190,
    bw: 128,
    deco: potBand(302, 5, '#fff', 0.35),
  });
  const rows = [
    { angles: [-80, -54, -27, 0, 27, 54, 80], len: 96, hw: 31, fill: ['#6fa596', '#d9788c'] },
    { angles: [-66, -40, -13, 13, 40, 66], len: 84, hw: 28, fill: ['#86b9a8', '#e08a9c'] },
    { angles: [-50, -24, 0, 24, 50], len: 68, hw: 24, fill: ['#9fcbbb', '#e69cac'] },
    { angles: [-32, -10, 10, 32], len: 50, hw: 19, fill: ['#b8ddcd', '#ebadb9'] },
    { angles: [-16, 16, 0], len: 32, hw: 13, fill: ['#d0ecdf', '#f0bfc8'] },
  ];
  return [pt.back, ...rosette(ctx, { cx: 200, cy: 276, rows, leaf }), pt.front];
}

// -------------------------------------------------- calathea orbifolia

export function calathea(ctx) {
  const leafPath =
    'M0 0C26 -2 46 -22 44 -46C42 -70 20 -82 0 -84C-20 -82 -42 -70 -44 -46C-46 -22 -26 -2 0 0Z';
  const clip = ctx.def('cc', (id) => `<clipPath id="${id}"><path d="${leafPath}"/></clipPath>`);
  const cl = ctx.def('cl', (id) => {
    let stripes = '';
    for (let y = -10; y > -84; y -= 11) {
      stripes += `M0 ${y}Q22 ${y - 6} 50 ${y - 20}M0 ${y}Q-22 ${y - 6} -50 ${y - 20}`;
    }
    return `<g id="${id}"><path d="${leafPath}"/><g clip-path="url(#${clip})">${line(stripes, '#d6e9c4', 4.5, ' opacity=".75"')}<path d="M0 0C26 -2 46 -22 44 -46C42 -70 20 -82 0 -84Z" fill="#000" opacity=".1"/></g>${line('M0 -1V-80', '#e8f3dc', 2)}</g>`;
  });
  const pt = pot(ctx, { color: POT.blush, kind: 'taper', tw: 144, bw: 108 });
  const leaves = [
    [200, 120, -4, 1.05, '#5f9c62'],
    [146, 150, -40, 1.0, '#6aa56a'],
    [256, 146, 38, 1.0, '#5a955d'],
    [112, 214, -72, 0.88, '#5a955d'],
    [290, 212, 70, 0.88, '#6aa56a'],
    [170, 200, -20, 0.92, '#72ad70'],
    [234, 198, 24, 0.9, '#6aa56a'],
  ];
  return [
    pt.back,
    line(
      stems(
        [200, 276],
        leaves.map((l) => [l[0], l[1]]),
        0.3,
        0.05,
      ),
      '#6e9c52',
      4,
    ),
    ...leaves.map(([x, y, a, s, c]) => use(cl, x, y, a, s, c)),
    pt.front,
  ];
}

// ------------------------------------------------- phalaenopsis orchid

export function orchid(ctx) {
  const fl = ctx.def('of', (id) => {
    const petal = (a, rx, ry, dy, fill) =>
      `<ellipse cx="0" cy="${dy}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${a})"/>`;
    return (
      `<g id="${id}">` +
      petal(0, 8, 15, -14, '#f2b8d2') +
      petal(130, 7, 14, -13, '#f2b8d2') +
      petal(-130, 7, 14, -13, '#f2b8d2') +
      petal(62, 13, 15, -13, '#f9d4e4') +
      petal(-62, 13, 15, -13, '#f9d4e4') +
      line('M-4 -2L-14 -8M4 -2L14 -8M-3 -4L-9 -14M3 -4L9 -14', '#d56b9c', 1.4, ' opacity=".6"') +
      `<path d="M-7 2C-8 10 -3 15 0 15C3 15 8 10 7 2C4 -1 -4 -1 -7 2Z" fill="#b52d6e"/><circle cx="0" cy="-2" r="4" fill="#f5d36b"/></g>`
    );
  });
  const bud = ctx.def(
    'ob',
    (id) =>
      `<g id="${id}"><ellipse cx="0" cy="0" rx="6" ry="8" fill="#efb0cb"/><ellipse cx="-2" cy="-2" rx="2" ry="3" fill="#fff" opacity=".35"/></g>`,
  );
  const pt = pot(ctx, {
    color: POT.white,
    kind: 'cyl',
    top: 274,
    tw: 130,
    bw: 116,
    deco: potBand(290, 2, '#cfd6dc') + potBand(296, 2, '#cfd6dc'),
  });
  const base = [200, 278];
  const leaf = (end, c1, c2, hw, color) => {
    const curve = [base, c1, c2, end];
    const d = ribbon(
      curve,
      (t) => hw * Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.95)) ** 0.5 + 2,
      12,
    );
    return `<path d="${d}" fill="${color}"/>`;
  };
  const spike = [
    [206, 272],
    [208, 180],
    [200, 120],
    [222, 84],
  ];
  const spike2 = [
    [222, 84],
    [250, 44],
    [316, 56],
    [334, 136],
  ];
  const flowers = [];
  const pts = [
    [spike, 0.66],
    [spike2, 0.12],
    [spike2, 0.44],
    [spike2, 0.74],
  ];
  const sizes = [1.6, 1.55, 1.45, 1.3];
  pts.forEach(([c, t], i) => {
    const [x, y] = bez(c, t);
    flowers.push(use(fl, x, y + 22, i * 8 - 10, sizes[i]));
  });
  const [bx, by] = bez(spike2, 0.92);
  const [bx2, by2] = bez(spike2, 1);
  return [
    pt.back,
    line('M212 276V92', '#a88b69', 2.5),
    line(bezD(spike) + bezD(spike2).replace(/^M[^C]+/, ''), '#6c8a4a', 3.5),
    use(bud, bx, by + 10, 20, 1.2),
    use(bud, bx2, by2 + 8, 30, 0.95),
    ...flowers,
    leaf([82, 300], [160, 250], [100, 250], 27, G.dark),
    leaf([322, 292], [240, 250], [300, 240], 27, G.mid),
    leaf([126, 214], [190, 256], [140, 218], 24, G.mid),
    leaf([276, 218], [214, 256], [262, 218], 23, G.deep),
    pt.front,
  ];
}

// ------------------------------------------------------- shared shapes

/** Lens-shaped leaflets along a curve (palm and fern fronds): path data. */
export function pinnate(curve, o) {
  const { count, len, hw, angle = 55, droop = 0, from = 0.1, to = 0.98, sides = [1, -1] } = o;
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = from + ((to - from) * i) / (count - 1);
    const [x, y] = bez(curve, t);
    const a0 = bezAngle(curve, t);
    const l = len(t);
    const w = typeof hw === 'function' ? hw(t) : hw;
    for (const side of sides) {
      const a = a0 + side * angle + droop * side;
      const [tx, ty] = toward(x, y, a, l);
      const [mx, my] = toward(x, y, a, l * 0.5);
      const [ox, oy] = [Math.cos(rad(a)) * w, Math.sin(rad(a)) * w];
      const q = (a, b) => `${Math.round(a)} ${Math.round(b)}`;
      d += `${side === sides[0] ? `M${p(x, y)}` : ''}q${q(mx + ox - x, my + oy - y)} ${q(tx - x, ty - y)}q${q(mx - ox - tx, my - oy - ty)} ${q(x - tx, y - ty)}Z`;
    }
  }
  return d;
}

/** A radial burst of thin leaves: angles in degrees. */
const burst = (id, x, y, angles, s = 1, fill = '') =>
  angles
    .map((a, i) => use(id, x, y, a, s * (1 - Math.abs(a) / 400 - (i % 2) * 0.08), fill))
    .join('');

// --------------------------------------------------------------- zz plant

export function zzPlant(ctx) {
  const zl = ctx.def('zl', (id) => {
    const { d, half } = leafD(36, 12, 0.45);
    return `<g id="${id}"><path d="${d}"/><path d="${half}" fill="#000" opacity=".15"/>${line('M-5 -10Q-7 -20 -4 -28', '#fff', 2, ' opacity=".35"')}</g>`;
  });
  const pt = pot(ctx, {
    color: POT.sage,
    kind: 'cyl',
    top: 270,
    tw: 138,
    bw: 122,
    deco: potBand(312, 22, '#fff', 0.16),
  });
  const stemsC = [
    [
      [190, 274],
      [180, 210],
      [130, 170],
      [112, 118],
    ],
    [
      [196, 274],
      [190, 190],
      [170, 120],
      [166, 62],
    ],
    [
      [202, 274],
      [206, 200],
      [214, 120],
      [222, 52],
    ],
    [
      [208, 274],
      [220, 200],
      [262, 150],
      [282, 100],
    ],
    [
      [200, 274],
      [190, 240],
      [138, 230],
      [104, 210],
    ],
    [
      [204, 274],
      [220, 236],
      [270, 226],
      [302, 196],
    ],
  ];
  const colors = [G.deep, '#246c3c', G.dark];
  const groups = colors.map(() => []);
  stemsC.forEach((c, k) => {
    const cnt = k > 3 ? 4 : 6;
    for (let i = 0; i < cnt; i++) {
      const t = 0.36 + (0.6 * i) / (cnt - 1);
      const [x, y] = bez(c, t);
      const a = bezAngle(c, t);
      groups[(i + k) % 3].push(use(zl, x, y, a - 50, 1 - t * 0.2));
      groups[(i + k + 1) % 3].push(use(zl, x, y, a + 50, 1 - t * 0.2));
    }
    const [ex, ey] = bez(c, 1);
    groups[k % 3].push(use(zl, ex, ey, bezAngle(c, 1), 0.85));
  });
  return [
    pt.back,
    line(stemsC.map(bezD).join(''), '#4f7d3a', 5),
    ...groups.map((g, i) => `<g fill="${colors[i]}">${g.join('')}</g>`),
    pt.front,
  ];
}

// ------------------------------------------------------------ boston fern

export function bostonFern(ctx) {
  const frond = (name, curve, count, maxLen) =>
    ctx.def(name, (id) => {
      const d = pinnate(curve, {
        count,
        len: (t) => maxLen * Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.95)) ** 0.6 + 3,
        hw: 4.6,
        angle: 62,
        from: 0.06,
        to: 0.98,
      });
      return `<g id="${id}"><path d="${d}"/>${line(bezD(curve), '#2f6b2f', 2, ' opacity=".5"')}</g>`;
    });
  const up = frond(
    'fu',
    [
      [0, 0],
      [0, -60],
      [30, -120],
      [80, -140],
    ],
    20,
    26,
  );
  const arch = frond(
    'fa',
    [
      [0, 0],
      [14, -70],
      [90, -110],
      [146, -60],
    ],
    22,
    26,
  );
  const droop = frond(
    'fd',
    [
      [0, 0],
      [40, -40],
      [110, -30],
      [130, 50],
    ],
    20,
    24,
  );
  const pt = pot(ctx, { color: POT.terracotta, kind: 'taper', top: 272, tw: 138, bw: 102 });
  const o = [200, 274];
  const c = ['#4f9a3e', '#62ad4a', '#3f8734', '#74b957'];
  const M = (s) => [-s, s];
  return [
    pt.back,
    use(up, o[0] - 6, o[1], -26, 1.05, c[2]),
    use(up, o[0] + 6, o[1], 22, [M(1.05)[0], 1.05], c[2]),
    use(arch, o[0], o[1], -12, [-1, 1], c[0]),
    use(arch, o[0], o[1], 8, 1, c[0]),
    use(up, o[0], o[1], -4, 1.12, c[1]),
    use(up, o[0], o[1], 6, [-1.02, 1.02], c[3]),
    use(arch, o[0] - 4, o[1], -32, [-0.95, 0.95], c[1]),
    use(arch, o[0] + 4, o[1], 30, 0.95, c[3]),
    use(droop, o[0] - 10, o[1] - 2, 0, [-1.05, 1.05], c[0]),
    use(droop, o[0] + 10, o[1] - 2, 0, 1.05, c[1]),
    pt.front,
    use(droop, o[0] - 20, o[1] - 4, 14, [-0.8, 0.8], c[3]),
    use(droop, o[0] + 24, o[1] - 4, -16, 0.78, c[0]),
  ];
}

// --------------------------------------------------------------- aloe vera

export function aloeVera(ctx) {
  const r = rng(11);
  const pt = pot(ctx, {
    color: POT.cream,
    kind: 'taper',
    tw: 136,
    bw: 100,
    deco: potBand(312, 4, '#d6c7ad'),
  });
  const leaf = (end, bend, hw, fill) => {
    const c = [[200, 274], [200 + (end[0] - 200) * 0.2, 230], [end[0] - bend, end[1] + 40], end];
    const S = 8;
    const { left, right } = band(c, (t) => hw * (1 - t) ** 0.85 + 0.5, S);
    const edge = (pts, k) =>
      pts.flatMap((q, i) => {
        if (i === 0 || i >= pts.length - 2 || i % 2) return [q];
        const [tx, ty] = bezTan(c, i / S);
        return [q, [q[0] + ty * 4 * k, q[1] - tx * 4 * k], q];
      });
    const outline = poly([...edge(left, 1), ...edge(right, -1).reverse()]);
    const hl = poly([...band(c, () => 0, S).left, ...right.slice().reverse()]);
    let dots = '';
    for (let i = 0; i < 5; i++) {
      const t = 0.2 + r() * 0.5;
      const [x, y] = bez(c, t);
      dots += `M${p(x + (r() - 0.5) * hw * 0.8, y + (r() - 0.5) * 6)}h3`;
    }
    return `<path d="${outline}" fill="${fill}"/><path d="${hl}" fill="#000" opacity=".1"/>${line(dots, '#e9f2e6', 2.2, ' opacity=".8"')}`;
  };
  return [
    pt.back,
    leaf([120, 96], -30, 18, '#6e9f80'),
    leaf([286, 90], 26, 18, '#6e9f80'),
    leaf([200, 50], 8, 20, '#5e9273'),
    leaf([158, 70], -10, 19, '#7fae8e'),
    leaf([246, 64], 14, 19, '#7fae8e'),
    leaf([78, 186], -50, 17, '#8cba99'),
    leaf([324, 180], 50, 17, '#8cba99'),
    leaf([140, 150], -20, 18, '#79a98a'),
    leaf([262, 146], 20, 18, '#79a98a'),
    leaf([196, 140], -4, 17, '#8cba99'),
    pt.front,
  ];
}

// -------------------------------------------------------- string of pearls

export function stringOfPearls(ctx) {
  const pearl = ctx.def(
    'pp',
    (id) =>
      `<g id="${id}"><circle r="7" fill="#7fbf5e"/><circle r="7" fill="#3f7f34" opacity=".25" transform="translate(2 2) scale(.75)"/><circle cx="-2.4" cy="-2.6" r="2.2" fill="#fff" opacity=".55"/></g>`,
  );
  const cx = 200;
  const top = 150;
  const pt = pot(ctx, {
    cx,
    color: POT.white,
    kind: 'belly',
    top,
    base: 220,
    tw: 124,
    bw: 96,
    shadow: false,
    deco: potBand(172, 4, '#e2b7a6') + potBand(180, 4, '#e2b7a6'),
  });
  const strands = [
    [
      [146, 156],
      [110, 170],
      [104, 240],
      [112, 330],
    ],
    [
      [160, 160],
      [140, 200],
      [150, 280],
      [140, 380],
    ],
    [
      [184, 168],
      [176, 230],
      [186, 300],
      [178, 350],
    ],
    [
      [218, 168],
      [230, 220],
      [214, 270],
      [224, 320],
    ],
    [
      [240, 160],
      [262, 210],
      [250, 300],
      [262, 392],
    ],
    [
      [254, 156],
      [296, 170],
      [300, 230],
      [292, 300],
    ],
    [
      [134, 154],
      [90, 160],
      [80, 200],
      [78, 250],
    ],
  ];
  const out = [hanger(cx, 26, top + 2, 66), pt.back];
  const mound = [];
  for (let row = 0; row < 3; row++) {
    const k = 9 - row * 2;
    for (let i = 0; i < k; i++) {
      const x = cx - (k - 1) * 6.5 + i * 13 + (row % 2) * 3;
      mound.push(use(pearl, x, top - 4 - row * 10 - Math.sin((Math.PI * i) / (k - 1)) * 6));
    }
  }
  out.push(...mound);
  const hang = [];
  strands.forEach((c, k) => {
    hang.push(line(bezD(c), '#6f8f4f', 1.6));
    const len = Math.hypot(c[3][0] - c[0][0], c[3][1] - c[0][1]);
    const cnt = Math.round(len / 13);
    for (let i = 3; i <= cnt; i++) {
      const [x, y] = bez(c, i / cnt);
      hang.push(use(pearl, x + ((i + k) % 2 ? 2 : -2), y, 0, i === cnt ? 0.8 : 1));
    }
  });
  out.push(pt.front, ...hang);
  return out;
}

// -------------------------------------------------------- bird of paradise

export function birdOfParadise(ctx) {
  const mask = ctx.def('bm', (id) => {
    const cuts = [
      [-28, -40, -16, -36],
      [-28, -78, -14, -72],
      [28, -60, 14, -56],
      [28, -102, 12, -96],
    ]
      .map(([x1, y1, x2, y2]) => `M${x1 * 1.4} ${y1 - 6}L${x2} ${y2}L${x1 * 1.4} ${y1 - 2}Z`)
      .join('');
    return `<mask id="${id}"><rect x="-60" y="-150" width="120" height="170" fill="#fff"/><path d="${cuts}" fill="#000"/></mask>`;
  });
  const bl = ctx.def('bl', (id) => {
    const d =
      'M0 0C-22 -4 -32 -30 -32 -64C-32 -100 -20 -126 0 -136C20 -126 32 -100 32 -64C32 -30 22 -4 0 0Z';
    const half = 'M0 0C22 -4 32 -30 32 -64C32 -100 20 -126 0 -136Z';
    let veins = '';
    for (let y = -16; y > -124; y -= 12) veins += `M0 ${y}L-26 ${y - 14}M0 ${y}L26 ${y - 14}`;
    return `<g id="${id}"><g mask="url(#${mask})"><path d="${d}"/><path d="${half}" fill="#000" opacity=".13"/>${line(veins, '#fff', 1, ' opacity=".18"')}</g>${line('M0 -1V-128', '#e5f0d8', 2.5, ' opacity=".7"')}</g>`;
  });
  const pt = pot(ctx, {
    color: POT.charcoal,
    kind: 'taper',
    top: 276,
    base: 352,
    tw: 138,
    bw: 108,
  });
  const leaves = [
    [168, 168, -34, 1.0, '#3b7d5a'],
    [236, 150, 28, 1.05, '#346f52'],
    [204, 122, 4, 1.1, '#2f6a4c'],
    [126, 214, -62, 0.8, '#458a63'],
    [278, 214, 60, 0.82, '#3b7d5a'],
  ];
  const flower =
    `<g transform="translate(112 150) rotate(-8)">` +
    `<path d="M0 0C14 -4 40 -10 62 -6C50 4 20 6 0 0Z" fill="#5a7d4a"/><path d="M6 -1C20 -3 44 -8 62 -6C40 -4 22 -1 6 -1Z" fill="#8c5a7a"/>` +
    `<path d="M40 -7C36 -24 30 -38 22 -50C34 -40 44 -24 46 -8Z" fill="#f08a24"/><path d="M46 -8C46 -28 50 -44 56 -58C58 -40 54 -22 50 -8Z" fill="#f6a531"/><path d="M34 -6C26 -18 16 -26 6 -32C20 -28 32 -18 38 -8Z" fill="#f7b23b"/>` +
    `<path d="M44 -8C40 -18 36 -28 34 -36C40 -28 46 -18 48 -9Z" fill="#3c5bb8"/></g>`;
  return [
    pt.back,
    line(
      stems(
        [200, 280],
        leaves.map((l) => [200 + (l[0] - 200) * 0.88, 280 + (l[1] - 280) * 0.88]),
        0.2,
        0.02,
      ) + 'M196 280Q150 230 122 158',
      '#5d8a50',
      5,
    ),
    `<g transform="${about(200, 280, 0.88)}">`,
    ...leaves.map(([x, y, a, s, c]) => use(bl, x, y, a, s, c)),
    '</g>',
    `<g transform="${about(118, 160, 1.35)}">${flower}</g>`,
    pt.front,
  ];
}

// ------------------------------------------------------------ rubber plant

export function rubberPlant(ctx) {
  const rl = ctx.def('rl', (id) => {
    const { d, half } = leafD(80, 27, 0.45);
    return `<g id="${id}"><path d="${d}"/><path d="${half}" fill="#000" opacity=".2"/>${line('M0 -2V-72', '#c4646a', 2)}${line('M-14 -30Q-18 -44 -12 -56', '#fff', 3, ' opacity=".2"')}</g>`;
  });
  const pt = pot(ctx, { color: POT.blush, kind: 'taper', tw: 132, bw: 98 });
  const trunk = 'M200 276C196 220 206 160 200 100C198 80 202 64 204 50';
  const leaves = [
    [199, 246, -72, 0.95, '#2f4b38'],
    [200, 232, 68, 0.98, '#3c3140'],
    [201, 206, -54, 1.0, '#3c3140'],
    [202, 188, 52, 1.0, '#2f4b38'],
    [203, 164, -40, 0.95, '#355440'],
    [202, 144, 40, 0.95, '#4a3545'],
    [200, 118, -26, 0.88, '#2f4b38'],
    [201, 100, 28, 0.85, '#3c3140'],
    [202, 78, -12, 0.76, '#355440'],
  ];
  return [
    pt.back,
    line(trunk, '#6a5140', 6),
    ...leaves.map(([x, y, a, s, c]) => use(rl, x, y, a, s, c)),
    `<path d="${leafD(30, 5, 0.3).d}" transform="translate(204 52) rotate(8)" fill="#d34b62"/>`,
    pt.front,
  ];
}

// ----------------------------------------------------- chinese money plant

export function chineseMoneyPlant(ctx) {
  const coin = ctx.def(
    'cm',
    (id) =>
      `<g id="${id}"><ellipse rx="27" ry="24"/><path d="M0 -24A27 24 0 0 1 0 24Z" fill="#000" opacity=".1"/>${line('M0 0L-18 -12M0 0L18 -12M0 0L0 -20M0 0L-20 8M0 0L20 8', '#fff', 1.2, ' opacity=".25"')}<circle r="3" fill="#e4f2c8"/></g>`,
  );
  const pt = pot(ctx, {
    color: POT.white,
    kind: 'belly',
    top: 276,
    tw: 124,
    bw: 100,
    deco: potBand(296, 3, '#9fb8a0') + potBand(304, 3, '#9fb8a0'),
  });
  const leaves = [
    [200, 62, 0, 0.95, 200, 150],
    [150, 78, -20, 0.9, 198, 170],
    [252, 80, 20, 0.9, 202, 166],
    [108, 122, -40, 0.92, 196, 200],
    [294, 124, 40, 0.92, 204, 196],
    [172, 112, -10, 1.0, 199, 180],
    [230, 116, 10, 1.0, 201, 184],
    [90, 184, -60, 0.85, 196, 236],
    [310, 186, 60, 0.85, 204, 232],
    [136, 166, -30, 1.0, 198, 226],
    [264, 168, 30, 1.0, 202, 224],
    [196, 156, 0, 1.05, 200, 214],
    [158, 220, -50, 0.88, 198, 254],
    [244, 222, 50, 0.88, 202, 252],
  ];
  const cs = ['#5aa84f', '#6cb85a', '#4e9a45', '#7cc264'];
  return [
    pt.back,
    line('M200 276V150', '#6b9448', 6),
    line(
      leaves
        .map(
          ([x, y, , , sx, sy]) => `M${sx} ${sy}Q${p((x + sx) / 2, Math.min(y, sy) - 10)} ${x} ${y}`,
        )
        .join(''),
      '#7aa356',
      2.5,
    ),
    ...leaves.map(([x, y, a, s], i) => use(coin, x, y, a, [s, s * 0.9], cs[i % 4])),
    pt.front,
  ];
}

// ------------------------------------------------------------- parlor palm

export function parlorPalm(ctx) {
  const frond = ctx.def('pf', (id) => {
    const c = [
      [0, 0],
      [0, -90],
      [30, -170],
      [100, -176],
    ];
    const d = pinnate(c, {
      count: 16,
      len: (t) => 40 * Math.sin(Math.PI * Math.min(1, (t - 0.3) * 1.5 + 0.2)) + 8,
      hw: 4.5,
      angle: 36,
      droop: 24,
      from: 0.42,
      to: 0.98,
    });
    return `<g id="${id}"><path d="${d}"/>${line(bezD(c), '#5f8a3a', 2.5)}</g>`;
  });
  const pt = pot(ctx, { color: POT.mustard, kind: 'taper', tw: 134, bw: 100 });
  const o = [200, 276];
  const cs = ['#3f8f4c', '#4fa058', '#357f42', '#5bab5f'];
  const f = [
    [-8, -30, [-1, 1], 0.9, 2],
    [8, 26, 1, 0.92, 0],
    [-4, -6, [-1, 1], 1.05, 1],
    [4, 4, 1, 1.08, 3],
    [-6, -52, [-1, 1], 0.7, 0],
    [6, 50, 1, 0.72, 2],
    [0, -16, 1, 0.62, 1],
  ];
  return [
    pt.back,
    ...f.map(([dx, a, s, k, c]) =>
      use(frond, o[0] + dx, o[1], a, Array.isArray(s) ? [s[0] * k, k] : k, cs[c]),
    ),
    pt.front,
  ];
}

// ---------------------------------------------------------------- haworthia

export function haworthia(ctx) {
  const pat = ctx.def(
    'hz',
    (id) =>
      `<pattern id="${id}" width="10" height="9" patternUnits="userSpaceOnUse"><rect width="10" height="9" fill="#2f6344"/><rect y="5" width="10" height="2.2" fill="#e6efe2"/></pattern>`,
  );
  const hl = ctx.def('hl', (id) => {
    const { d, half } = leafD(118, 15, 0.18);
    return `<g id="${id}"><path d="${d}" fill="url(#${pat})"/><path d="${half}" fill="#000" opacity=".2"/></g>`;
  });
  const hl2 = ctx.def('hk', (id) => {
    const { d, half } = leafD(96, 14, 0.18);
    return `<g id="${id}"><path d="${d}" fill="#3b7550"/><path d="${d}" fill="url(#${pat})" opacity=".85"/><path d="${half}" fill="#000" opacity=".12"/></g>`;
  });
  const pt = pot(ctx, {
    color: POT.terracotta,
    kind: 'cyl',
    top: 278,
    base: 350,
    tw: 132,
    bw: 116,
    deco: potBand(294, 3, '#fff', 0.3),
  });
  const back = [-64, -42, -21, 0, 21, 42, 64].map((a) =>
    use(hl, 200 + a * 0.6, 286, a, 1 - Math.abs(a) / 220),
  );
  const front = [-50, -28, -9, 10, 29, 52].map((a) =>
    use(hl2, 200 + a * 0.5, 290, a, 1 - Math.abs(a) / 200),
  );
  const inner = [-18, 0, 18].map((a) => use(hl2, 200 + a * 0.3, 292, a, 0.62));
  return [pt.back, ...back, ...front, ...inner, pt.front];
}

// ----------------------------------------------------------- alocasia polly

export function alocasiaPolly(ctx) {
  const al = ctx.def('al', (id) => {
    const d =
      'M0 -2C-10 8 -30 18 -42 10C-50 -18 -30 -62 0 -106C30 -62 50 -18 42 10C30 18 10 8 0 -2Z';
    const half = 'M0 -2C10 8 30 18 42 10C50 -18 30 -62 0 -106Z';
    const veins =
      'M0 0V-98M0 -4L-32 8M0 -4L32 8M0 -22L-34 -30M0 -22L34 -30M0 -44L-26 -54M0 -44L26 -54M0 -66L-16 -76M0 -66L16 -76';
    return `<g id="${id}"><path d="${d}"/><path d="${half}" fill="#000" opacity=".18"/><path d="${veins}" fill="none" stroke="#e7f4e2" stroke-width="2.6" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#d6ecd0" stroke-width="1.6"/></g>`;
  });
  const pt = pot(ctx, {
    color: POT.cream,
    kind: 'taper',
    tw: 134,
    bw: 100,
    deco: potBand(300, 3, '#1d3b2d', 0.6),
  });
  const leaves = [
    [198, 120, -4, 1.0, '#1f3f30'],
    [146, 150, -36, 0.92, '#24493a'],
    [254, 146, 34, 0.94, '#1c3a2c'],
    [116, 226, -70, 0.74, '#2a5140'],
    [286, 220, 64, 0.76, '#24493a'],
  ];
  return [
    pt.back,
    line(
      stems(
        [200, 278],
        leaves.map((l) => [l[0], l[1]]),
        0.3,
        0.05,
      ),
      '#7d9a66',
      4.5,
    ),
    ...leaves.map(([x, y, a, s, c]) => use(al, x, y, a, s, c)),
    pt.front,
  ];
}

// ---------------------------------------------------------------- jade plant

export function jadePlant(ctx) {
  const jl = ctx.def(
    'jl',
    (id) =>
      `<g id="${id}"><ellipse cy="-20" rx="13" ry="21" stroke="#c9675a" stroke-width="1.2"/><path d="M0 -41A13 21 0 0 1 0 1Z" fill="#000" opacity=".12"/><ellipse cx="-4" cy="-26" rx="3.5" ry="8" fill="#fff" opacity=".28"/></g>`,
  );
  const pt = pot(ctx, { color: POT.mustard, kind: 'bowl', top: 282, base: 348, tw: 176, bw: 124 });
  const trunk = 'M200 284C198 260 194 240 196 216';
  const branches =
    'M196 218C180 200 160 186 142 170M196 220C214 200 236 190 258 176M196 216C196 190 192 160 190 128M192 160C206 146 218 130 226 112M150 178C136 178 120 188 108 200M250 182C266 188 282 198 294 212';
  const tips = [
    [142, 170],
    [258, 176],
    [190, 128],
    [226, 112],
    [108, 200],
    [294, 212],
    [170, 150],
    [232, 156],
  ];
  const cs = ['#67a85f', '#579a53', '#79b86c'];
  const out = [pt.back, line(trunk, '#8a6a4c', 16), line(branches, '#8a6a4c', 8)];
  tips.forEach(([x, y], k) => {
    for (let i = 0; i < 5; i++) {
      const a = -76 + i * 38 + (k % 2) * 8;
      out.push(use(jl, x, y, a, 0.95 - (i % 2) * 0.15, cs[(i + k) % 3]));
    }
    out.push(use(jl, x, y, (k % 2) * 10 - 5, 1.05, cs[k % 3]));
  });
  out.push(pt.front);
  return out;
}

// --------------------------------------------------------------- spider plant

export function spiderPlant(ctx) {
  const leaf = (end, c1, c2, w = 8) => {
    const c = [[200, 270], c1, c2, end];
    const inner = [bez(c, 0), bez(c, 0.25), bez(c, 0.5), bez(c, 0.78)];
    return { g: bezD(c), w: bezD([inner[0], inner[1], inner[2], inner[3]]), width: w };
  };
  const L = [
    leaf([70, 220], [180, 200], [110, 160]),
    leaf([330, 226], [220, 200], [290, 160]),
    leaf([110, 130], [190, 190], [130, 120]),
    leaf([292, 134], [210, 190], [270, 120]),
    leaf([160, 80], [196, 180], [170, 90]),
    leaf([246, 86], [204, 180], [236, 96]),
    leaf([54, 290], [170, 220], [90, 220]),
    leaf([348, 296], [230, 220], [320, 220]),
    leaf([120, 300], [180, 240], [120, 240]),
    leaf([284, 304], [220, 240], [290, 240]),
    leaf([200, 70], [200, 170], [194, 110]),
    leaf([136, 96], [194, 190], [150, 110]),
    leaf([266, 104], [206, 190], [256, 112]),
    leaf([40, 250], [170, 210], [80, 180]),
    leaf([360, 256], [230, 210], [320, 180]),
  ];
  const F = [leaf([96, 330], [170, 260], [110, 270]), leaf([306, 334], [230, 260], [292, 270])];
  const baby = (x, y) =>
    `<g transform="translate(${x} ${y})">${line('M0 0Q-14 -10 -22 -4M0 0Q-8 -16 -6 -26M0 0Q8 -16 14 -22M0 0Q14 -6 22 2M0 0Q-16 2 -20 12M0 0Q14 6 18 14', '#5aa34c', 5)}${line('M0 0Q-8 -16 -6 -26M0 0Q8 -16 14 -22', '#f1f6e8', 1.6)}</g>`;
  const pt = pot(ctx, {
    color: POT.white,
    kind: 'taper',
    top: 264,
    base: 344,
    tw: 136,
    bw: 100,
    deco: potBand(300, 22, '#e8d9c8', 0.8),
  });
  return [
    pt.back,
    line('M196 268C150 250 80 250 64 330M206 268C260 250 320 240 338 316', '#9cbf6a', 2),
    line(L.map((l) => l.g).join(''), '#4f9d45', 10),
    line(L.map((l) => l.w).join(''), '#eef5e2', 2.6),
    pt.front,
    line(F.map((l) => l.g).join(''), '#58a64c', 10),
    line(F.map((l) => l.w).join(''), '#eef5e2', 2.6),
    baby(64, 334),
    baby(338, 320),
  ];
}

// ----------------------------------------------------------------- hoya

export function hoya(ctx) {
  const hl = ctx.def('hy', (id) => {
    const { d, half } = leafD(38, 14, 0.45);
    return `<g id="${id}"><path d="${d}"/><path d="${half}" fill="#000" opacity=".15"/><g fill="#eef6ea" opacity=".55"><circle cx="-4" cy="-14" r="1.6"/><circle cx="4" cy="-22" r="1.4"/><circle cx="-2" cy="-28" r="1.2"/><circle cx="5" cy="-11" r="1.2"/></g></g>`;
  });
  const star = ctx.def('hs', (id) => {
    const pts = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? 3 : 7.5;
      const a = (Math.PI * i) / 5 - Math.PI / 2;
      pts.push([Math.cos(a) * r, Math.sin(a) * r]);
    }
    return `<g id="${id}"><path d="${poly(pts)}" fill="#f6d3dc" stroke="#eab6c4" stroke-width="1"/><circle r="2.8" fill="#b63b58"/><circle r="1" fill="#fff"/></g>`;
  });
  const umbel = (x, y) => {
    let s = line(`M${x} ${y + 26}L${x} ${y + 8}`, '#7e9a5b', 2);
    const spots = [
      [0, 0],
      [-12, 4],
      [12, 4],
      [-7, -9],
      [7, -9],
      [0, 12],
      [-14, 15],
      [14, 15],
      [0, -16],
    ];
    for (const [dx, dy] of spots) s += use(star, x + dx, y + dy, dx * 2, 0.95);
    return s;
  };
  const cx = 200;
  const top = 150;
  const pt = pot(ctx, {
    cx,
    color: POT.terracotta,
    kind: 'taper',
    top,
    base: 220,
    tw: 124,
    bw: 92,
    shadow: false,
  });
  const vines = [
    [
      [150, 154],
      [100, 160],
      [92, 240],
      [108, 340],
    ],
    [
      [250, 154],
      [304, 168],
      [312, 240],
      [292, 330],
    ],
    [
      [180, 160],
      [160, 200],
      [176, 280],
      [166, 390],
    ],
    [
      [224, 160],
      [246, 220],
      [232, 260],
      [240, 300],
    ],
  ];
  const cs = ['#2f6f43', '#3b7f4d', '#276338'];
  const mound = [
    [176, 150, -40, 1],
    [224, 150, 40, 1],
    [200, 146, 0, 1.05],
    [152, 156, -72, 0.9],
    [250, 156, 72, 0.9],
  ];
  return [
    hanger(cx, 26, top + 2, 64),
    pt.back,
    ...mound.map(([x, y, a, s], i) => use(hl, x, y, a, s, cs[i % 3])),
    pt.front,
    line(vines.map(bezD).join(''), '#6b7f4a', 2.5),
    ...vines.map((c, i) =>
      alongVine(hl, c, 0.1, 1, 7, {
        spread: 64,
        size: [1, 0.75],
        colors: cs,
        flip: i % 2 ? -1 : 1,
      }),
    ),
    umbel(96, 262),
    umbel(262, 306),
  ];
}

// ------------------------------------------------------------ fishbone cactus

export function fishboneCactus(ctx) {
  const stem = (name, c, len) =>
    ctx.def(name, (id) => {
      const steps = Math.round(len / 11);
      const env = (t) => 20 * Math.sin(Math.PI * Math.min(1, 0.1 + t)) ** 0.5 + 2;
      // Alternate wide lobes and narrow notches, offset between the two sides.
      const { left } = band(c, (t, i) => (i % 2 ? env(t) : 3), steps);
      const { right } = band(c, (t, i) => (i % 2 ? 3 : env(t)), steps);
      const pts = [...left, ...right.reverse()];
      return `<g id="${id}"><path d="${smooth(pts, true)}"/>${line(bezD(c), '#d9edc4', 1.6, ' opacity=".6"')}</g>`;
    });
  const a = stem(
    'fa',
    [
      [0, 0],
      [-40, 10],
      [-70, 80],
      [-62, 190],
    ],
    220,
  );
  const b = stem(
    'fb',
    [
      [0, 0],
      [-30, -20],
      [-80, -20],
      [-100, 40],
    ],
    150,
  );
  const cx = 200;
  const top = 150;
  const pt = pot(ctx, {
    cx,
    color: POT.sage,
    kind: 'belly',
    top,
    base: 218,
    tw: 124,
    bw: 94,
    shadow: false,
    deco: potBand(190, 3, '#fff', 0.3),
  });
  const cs = ['#5c9d48', '#4b8a3b', '#6aab53'];
  return [
    hanger(cx, 26, top + 2, 66),
    pt.back,
    use(b, 190, 152, 30, 0.8, cs[1]),
    use(b, 212, 152, -30, [-0.8, 0.8], cs[0]),
    use(a, 166, 154, 0, 1, cs[0]),
    use(a, 236, 154, 0, [-1, 1], cs[2]),
    pt.front,
    use(a, 186, 160, -8, [0.8, 0.9], cs[2]),
    use(a, 220, 160, 10, [-0.72, 0.78], cs[1]),
  ];
}

// ------------------------------------------------------------- bunny ears

export function bunnyEarCactus(ctx) {
  const dots = ctx.def(
    'bd',
    (id) =>
      `<pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.9" fill="#f6e7a8"/><circle cx="11" cy="11" r="1.9" fill="#f6e7a8"/></pattern>`,
  );
  const pad = (x, y, rx, ry, a, fill) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="${rx}" ry="${ry}" fill="${fill}"/><path d="M0 ${-ry}A${rx} ${ry} 0 0 1 0 ${ry}Z" fill="#000" opacity=".1"/><ellipse rx="${rx - 3}" ry="${ry - 3}" fill="url(#${dots})"/></g>`;
  const pt = pot(ctx, {
    color: POT.terracotta,
    kind: 'taper',
    top: 278,
    tw: 130,
    bw: 98,
    deco: potBand(304, 3, '#fff', 0.25),
  });
  return [
    pt.back,
    pad(262, 210, 30, 40, 50, '#7fb05a'),
    pad(200, 216, 48, 64, 0, '#6fa34f'),
    pad(160, 134, 30, 44, -24, '#83b65e'),
    pad(238, 128, 30, 44, 22, '#7aae57'),
    pad(136, 234, 24, 32, -54, '#83b65e'),
    pt.front,
  ];
}

// --------------------------------------------------------------- anthurium

export function anthurium(ctx) {
  const lf = ctx.def('an', (id) => {
    const d = 'M0 0C-8 6 -34 6 -38 -18C-42 -46 -18 -66 0 -88C18 -66 42 -46 38 -18C34 6 8 6 0 0Z';
    const half = 'M0 0C8 6 34 6 38 -18C42 -46 18 -66 0 -88Z';
    return `<g id="${id}"><path d="${d}"/><path d="${half}" fill="#000" opacity=".15"/>${line('M0 -1V-80M0 -6Q-20 -14 -26 -34M0 -6Q20 -14 26 -34', '#fff', 1.5, ' opacity=".25"')}</g>`;
  });
  const fl = ctx.def('af', (id) => {
    const d = 'M0 0C-8 6 -30 8 -34 -12C-38 -34 -16 -48 0 -62C16 -48 38 -34 34 -12C30 8 8 6 0 0Z';
    const half = 'M0 0C8 6 30 8 34 -12C38 -34 16 -48 0 -62Z';
    return `<g id="${id}"><path d="${d}" fill="#d8283f"/><path d="${half}" fill="#a8102a" opacity=".45"/><path d="M-18 -14C-22 -28 -12 -38 -4 -44C-10 -34 -14 -24 -12 -12Z" fill="#fff" opacity=".3"/>${line('M0 -4Q2 -20 12 -36', '#f3e3a4', 6.5)}${line('M0 -4Q2 -20 12 -36', '#fff', 2, ' opacity=".35"')}</g>`;
  });
  const pt = pot(ctx, {
    color: POT.charcoal,
    kind: 'cyl',
    top: 272,
    tw: 140,
    bw: 124,
    deco: potBand(290, 2, '#fff', 0.2),
  });
  const leaves = [
    [150, 150, -34, 0.95, G.dark],
    [252, 140, 30, 1.0, G.deep],
    [196, 118, 0, 1.05, G.deep],
    [118, 222, -70, 0.85, G.mid],
    [284, 218, 68, 0.85, G.dark],
    [214, 200, 18, 0.8, G.mid],
  ];
  const flowers = [
    [166, 104, -18, 1.05],
    [262, 92, 20, 1.0],
    [120, 178, -40, 0.85],
  ];
  return [
    pt.back,
    line(
      stems(
        [200, 276],
        leaves.map((l) => [l[0], l[1]]),
        0.3,
        0.05,
      ),
      '#4d8a3e',
      4,
    ),
    ...leaves.map(([x, y, a, s, c]) => use(lf, x, y, a, s, c)),
    line(
      stems(
        [200, 276],
        flowers.map((f) => [f[0], f[1]]),
        0.4,
        0.05,
      ),
      '#5e9a4a',
      3,
    ),
    ...flowers.map(([x, y, a, s]) => use(fl, x, y, a, s)),
    pt.front,
  ];
}

// ------------------------------------------------------- chinese evergreen

export function chineseEvergreen(ctx) {
  const pt = pot(ctx, { color: POT.blush, kind: 'taper', tw: 140, bw: 104 });
  const base = [200, 274];
  const leaf = (end, c1, c2, hw, color) => {
    const c = [base, c1, c2, end];
    const prof = (k) => (t) =>
      t < 0.28 ? 2.2 : hw * k * Math.sin(Math.PI * ((t - 0.28) / 0.72)) ** 0.75 + 0.2;
    const outer = ribbon(c, prof(1), 7);
    const inner = ribbon(
      [bez(c, 0.36), bez(c, 0.55), bez(c, 0.75), bez(c, 0.93)],
      (t) => hw * 0.55 * Math.sin(Math.PI * t) ** 0.7,
      4,
    );
    return `<path d="${outer}" fill="${color}"/><path d="${inner}" fill="#c9ddb2" opacity=".9"/>${line(bezD([bez(c, 0.3), bez(c, 0.5), bez(c, 0.75), bez(c, 0.96)]), '#f2c6cf', 2)}`;
  };
  return [
    pt.back,
    leaf([72, 226], [170, 230], [110, 200], 24, '#2c6a43'),
    leaf([328, 222], [230, 230], [290, 196], 24, '#2c6a43'),
    leaf([112, 134], [186, 210], [130, 160], 26, '#245d3a'),
    leaf([292, 130], [214, 210], [270, 156], 26, '#2f7047'),
    leaf([176, 80], [196, 200], [160, 130], 24, '#2f7047'),
    leaf([244, 84], [204, 200], [244, 130], 24, '#245d3a'),
    leaf([96, 186], [180, 246], [120, 200], 22, '#35784c'),
    leaf([304, 182], [220, 246], [280, 196], 22, '#35784c'),
    pt.front,
  ];
}

// ------------------------------------------------------------ prayer plant

export function prayerPlant(ctx) {
  const pl = ctx.def('pr', (id) => {
    const d =
      'M0 0C-20 -4 -26 -26 -24 -40C-22 -56 -10 -66 0 -70C10 -66 22 -56 24 -40C26 -26 20 -4 0 0Z';
    const half = 'M0 0C20 -4 26 -26 24 -40C22 -56 10 -66 0 -70Z';
    let veins = '';
    for (let y = -10; y > -62; y -= 9)
      veins += `M0 ${y}Q-12 ${y - 4} -20 ${y - 12}M0 ${y}Q12 ${y - 4} 20 ${y - 12}`;
    let feather = 'M0 -4';
    for (let y = -10; y > -60; y -= 8) feather += `L-${n(7 + (y > -40 ? 3 : 0))} ${y}L-3 ${y - 3}`;
    feather += 'L0 -66';
    for (let y = -58; y < -4; y += 8) feather += `L3 ${y - 3}L${n(7 + (y > -40 ? 3 : 0))} ${y}`;
    feather += 'Z';
    return `<clipPath id="${id}c"><path d="${d}"/></clipPath><g id="${id}"><path d="${d}"/><g clip-path="url(#${id}c)"><path d="${feather}" fill="#b3d977"/><path d="${half}" fill="#000" opacity=".12"/>${line(veins, '#e0454f', 1.4)}</g>${line('M0 -1V-64', '#e85a5f', 2)}</g>`;
  });
  const pt = pot(ctx, {
    color: POT.cream,
    kind: 'bowl',
    top: 280,
    base: 348,
    tw: 172,
    bw: 122,
    deco: potBand(300, 16, '#d9825b', 0.85),
  });
  const leaves = [
    [200, 170, 0, 1.0, '#356f3f'],
    [168, 186, -40, 1.0, '#2f6638'],
    [234, 184, 38, 1.0, '#3b7844'],
    [140, 226, -72, 1.0, '#3b7844'],
    [262, 224, 70, 1.0, '#2f6638'],
    [120, 268, -96, 0.9, '#2f6638'],
    [282, 268, 96, 0.9, '#356f3f'],
    [182, 220, -20, 0.95, '#41804a'],
    [220, 220, 22, 0.95, '#3b7844'],
  ];
  return [
    pt.back,
    line(
      stems(
        [200, 282],
        leaves.map((l) => [l[0], l[1]]),
        0.4,
        0.05,
      ),
      '#6f9d50',
      3,
    ),
    ...leaves.map(([x, y, a, s, c]) => use(pl, x, y, a, s, c)),
    pt.front,
  ];
}

// ------------------------------------------------------ dracaena marginata

export function dracaena(ctx) {
  const dl = ctx.def(
    'dm',
    (id) => `<path id="${id}" d="${leafD(80, 5, 0.3).d}" stroke="#c0485a" stroke-width="1"/>`,
  );
  const pt = pot(ctx, {
    color: POT.charcoal,
    kind: 'cyl',
    top: 262,
    base: 350,
    tw: 120,
    bw: 110,
    deco: potBand(280, 2, '#fff', 0.2),
  });
  const canes =
    'M192 266C186 210 160 170 150 120M202 266C206 200 210 130 214 78M210 266C220 220 248 190 262 150';
  const tuft = (x, y, s) =>
    `<g fill="#3a7a45">${burst(dl, x, y, [-150, -96, -50, -12, 24, 66, 116, 174], s)}</g><g fill="#2a6136">${burst(dl, x, y, [-122, -72, -30, 6, 44, 90, 146, -176], s * 0.92)}</g>`;
  return [
    pt.back,
    line(canes, '#8a6c55', 6),
    tuft(150, 122, 0.9),
    tuft(262, 152, 0.85),
    tuft(214, 80, 1),
    pt.front,
  ];
}

/** Registry: image slug -> drawing function and background tint. */
export const PLANTS = {
  'monstera-deliciosa': { draw: monstera, tint: 'sage' },
  'snake-plant': { draw: snakePlant, tint: 'sand' },
  'fiddle-leaf-fig': { draw: fiddleLeafFig, tint: 'mint' },
  'golden-pothos': { draw: goldenPothos, tint: 'butter' },
  'peace-lily': { draw: peaceLily, tint: 'sky' },
  echeveria: { draw: echeveria, tint: 'blush' },
  'calathea-orbifolia': { draw: calathea, tint: 'sage' },
  'phalaenopsis-orchid': { draw: orchid, tint: 'lilac' },
  'zz-plant': { draw: zzPlant, tint: 'sand' },
  'boston-fern': { draw: bostonFern, tint: 'sage' },
  'aloe-vera': { draw: aloeVera, tint: 'peach' },
  'string-of-pearls': { draw: stringOfPearls, tint: 'sky' },
  'bird-of-paradise': { draw: birdOfParadise, tint: 'butter' },
  'rubber-plant': { draw: rubberPlant, tint: 'peach' },
  'chinese-money-plant': { draw: chineseMoneyPlant, tint: 'mint' },
  'parlor-palm': { draw: parlorPalm, tint: 'sage' },
  'philodendron-brasil': { draw: philodendronBrasil, tint: 'mint' },
  haworthia: { draw: haworthia, tint: 'lilac' },
  'alocasia-polly': { draw: alocasiaPolly, tint: 'sky' },
  'jade-plant': { draw: jadePlant, tint: 'sage' },
  'spider-plant': { draw: spiderPlant, tint: 'butter' },
  'hoya-carnosa': { draw: hoya, tint: 'blush' },
  'fishbone-cactus': { draw: fishboneCactus, tint: 'butter' },
  'bunny-ear-cactus': { draw: bunnyEarCactus, tint: 'peach' },
  anthurium: { draw: anthurium, tint: 'blush' },
  'chinese-evergreen': { draw: chineseEvergreen, tint: 'sand' },
  'prayer-plant': { draw: prayerPlant, tint: 'mint' },
  'dracaena-marginata': { draw: dracaena, tint: 'lilac' },
};
