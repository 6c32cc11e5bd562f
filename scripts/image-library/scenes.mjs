// Flat illustrations drawn as SVG for the random-image library (see generate-image-library.mjs).
// Each scene takes a palette and a seeded random source and returns the inner SVG of a 1200x800
// picture. Deterministic: the same seed draws the same picture.

const W = 1200;
const H = 800;

export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sky = (p, id = 'sky') =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
const ridge = (r, base, amp, steps) => {
  const pts = [];
  for (let i = 0; i <= steps; i++) pts.push(`${(i * W) / steps},${base - r() * amp}`);
  return `0,${H} ${pts.join(' ')} ${W},${H}`;
};
const wave = (y, amp, len, phase) => {
  let d = `M0 ${y}`;
  for (let x = 0; x <= W; x += 20) d += ` L${x} ${(y + Math.sin((x / len) * Math.PI * 2 + phase) * amp).toFixed(1)}`;
  return `${d} L${W} ${H} L0 ${H} Z`;
};

export const SCENES = {
  mountains: (p, r) =>
    `${sky(p)}<circle cx="${300 + r() * 600}" cy="230" r="90" fill="${p.sun}"/>` +
    p.layers
      .map((c, i) => `<polygon points="${ridge(r, 420 + i * 110, 260 - i * 50, 6 + i * 2)}" fill="${c}"/>`)
      .join(''),
  ocean: (p, r) =>
    `${sky(p)}<circle cx="${200 + r() * 800}" cy="260" r="110" fill="${p.sun}"/>` +
    p.layers
      .map((c, i) => `<path d="${wave(430 + i * 90, 18 + i * 6, 300 + r() * 200, r() * 6)}" fill="${c}"/>`)
      .join(''),
  city: (p, r) => {
    let out = `${sky(p)}<circle cx="${900}" cy="180" r="70" fill="${p.sun}"/>`;
    for (let layer = 0; layer < 2; layer++) {
      for (let x = -20; x < W;) {
        const w = 60 + r() * 90;
        const h = 200 + r() * (layer ? 320 : 420);
        const top = H - h - (layer ? 0 : 60);
        out += `<rect x="${x}" y="${top}" width="${w}" height="${h + 60}" fill="${p.layers[layer]}"/>`;
        if (layer)
          for (let wy = top + 20; wy < H - 30; wy += 36)
            for (let wx = x + 12; wx < x + w - 16; wx += 24)
              if (r() > 0.45) out += `<rect x="${wx}" y="${wy}" width="10" height="16" fill="${p.sun}" opacity="0.8"/>`;
        x += w + 6;
      }
    }
    return out;
  },
  forest: (p, r) => {
    let out = `${sky(p)}<circle cx="${250 + r() * 700}" cy="200" r="80" fill="${p.sun}"/><rect y="620" width="${W}" height="180" fill="${p.layers[2]}"/>`;
    for (let i = 0; i < 38; i++) {
      const x = r() * W;
      const h = 160 + r() * 260;
      const base = 600 + r() * 140;
      out += `<rect x="${x - 6}" y="${base - 20}" width="12" height="40" fill="${p.layers[3] ?? '#4a3526'}"/><polygon points="${x - h / 4},${base - 10} ${x},${base - h} ${x + h / 4},${base - 10}" fill="${p.layers[i % 2]}"/>`;
    }
    return out;
  },
  night: (p, r) => {
    let out = sky(p);
    for (let i = 0; i < 140; i++)
      out += `<circle cx="${r() * W}" cy="${r() * 560}" r="${0.8 + r() * 2.4}" fill="#fff" opacity="${0.4 + r() * 0.6}"/>`;
    out += `<circle cx="${850}" cy="200" r="80" fill="${p.sun}"/><circle cx="${880}" cy="180" r="72" fill="${p.sky[0]}"/>`;
    return out + p.layers.map((c, i) => `<polygon points="${ridge(r, 600 + i * 80, 120, 9)}" fill="${c}"/>`).join('');
  },
  desert: (p, r) =>
    `${sky(p)}<circle cx="600" cy="330" r="130" fill="${p.sun}"/>` +
    p.layers
      .map((c, i) => `<path d="${wave(470 + i * 100, 40 - i * 8, 700 + r() * 400, r() * 6)}" fill="${c}"/>`)
      .join(''),
  network: (p, r) => {
    const nodes = Array.from({ length: 26 }, () => [80 + r() * 1040, 80 + r() * 640]);
    let out = `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/>`;
    nodes.forEach(([x, y], i) =>
      nodes.slice(i + 1).forEach(([x2, y2]) => {
        if (Math.hypot(x - x2, y - y2) < 300)
          out += `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}" stroke="${p.layers[0]}" stroke-width="3" opacity="0.7"/>`;
      }),
    );
    return (
      out +
      nodes
        .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${10 + r() * 18}" fill="${p.layers[1 + (i % 2)]}"/>`)
        .join('')
    );
  },
  gears: (p, r) => {
    const gear = (cx, cy, radius, teeth, color) => {
      let d = '';
      for (let i = 0; i < teeth * 2; i++) {
        const a = (i / (teeth * 2)) * Math.PI * 2;
        const rr = i % 2 ? radius : radius * 1.18;
        d += `${i ? 'L' : 'M'}${(cx + Math.cos(a) * rr).toFixed(1)} ${(cy + Math.sin(a) * rr).toFixed(1)} `;
      }
      return `<path d="${d}Z" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.35}" fill="${p.sky[0]}"/>`;
    };
    return `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/>${gear(420, 380, 200, 12, p.layers[0])}${gear(760, 300 + r() * 60, 130, 9, p.layers[1])}${gear(820, 620, 110, 8, p.layers[2])}`;
  },
  lightbulb: (p) =>
    `${sky(p)}<circle cx="600" cy="330" r="230" fill="${p.sun}" opacity="0.35"/><circle cx="600" cy="330" r="160" fill="${p.sun}"/>` +
    `<path d="M520 440 Q600 520 680 440 L660 560 L540 560 Z" fill="${p.sun}"/><rect x="540" y="560" width="120" height="28" rx="8" fill="${p.layers[0]}"/><rect x="550" y="596" width="100" height="26" rx="8" fill="${p.layers[1]}"/><rect x="570" y="630" width="60" height="22" rx="10" fill="${p.layers[0]}"/>` +
    `<path d="M560 420 L580 300 L600 360 L620 300 L640 420" stroke="${p.layers[1]}" stroke-width="8" fill="none"/>` +
    Array.from({ length: 10 }, (_, i) => {
      const a = (i / 10) * Math.PI * 2;
      return `<line x1="${600 + Math.cos(a) * 260}" y1="${330 + Math.sin(a) * 260}" x2="${600 + Math.cos(a) * 320}" y2="${330 + Math.sin(a) * 320}" stroke="${p.sun}" stroke-width="14" stroke-linecap="round"/>`;
    }).join(''),
  bubbles: (p, r) =>
    `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/>` +
    Array.from(
      { length: 34 },
      (_, i) =>
        `<circle cx="${r() * W}" cy="${r() * H}" r="${30 + r() * 140}" fill="${p.layers[i % p.layers.length]}" opacity="${0.55 + r() * 0.4}"/>`,
    ).join(''),
  chart: (p, r) => {
    let out = `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/><line x1="120" y1="700" x2="1100" y2="700" stroke="${p.layers[2]}" stroke-width="6"/>`;
    let h = 80;
    const tops = [];
    for (let i = 0; i < 8; i++) {
      h += 30 + r() * 60;
      const x = 160 + i * 115;
      tops.push(`${x + 40},${700 - h}`);
      out += `<rect x="${x}" y="${700 - h}" width="80" height="${h}" rx="6" fill="${p.layers[i % 2]}"/>`;
    }
    return `${out}<polyline points="${tops.join(' ')}" fill="none" stroke="${p.sun}" stroke-width="10" stroke-linejoin="round"/>`;
  },
  fields: (p, r) =>
    `${sky(p)}<circle cx="${300 + r() * 600}" cy="${330}" r="100" fill="${p.sun}"/>` +
    p.layers.map((c, i) => `<path d="${wave(400 + i * 100, 20, 900 + i * 100, r() * 6)}" fill="${c}"/>`).join('') +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<line x1="${i * 100}" y1="800" x2="${600 + (i - 7) * 20}" y2="520" stroke="${p.layers[0]}" stroke-width="5" opacity="0.5"/>`,
    ).join(''),
  rain: (p, r) => {
    let out = sky(p);
    for (let i = 0; i < 5; i++) {
      const x = 120 + i * 230 + r() * 40;
      const y = 140 + r() * 120;
      out += `<g fill="${p.layers[i % 2]}"><circle cx="${x}" cy="${y}" r="70"/><circle cx="${x + 70}" cy="${y - 30}" r="85"/><circle cx="${x + 150}" cy="${y}" r="65"/><rect x="${x}" y="${y}" width="150" height="65"/></g>`;
    }
    for (let i = 0; i < 120; i++) {
      const x = r() * W;
      const y = 300 + r() * 480;
      out += `<line x1="${x}" y1="${y}" x2="${x - 10}" y2="${y + 34}" stroke="${p.layers[2]}" stroke-width="4" stroke-linecap="round"/>`;
    }
    return out;
  },
  rocket: (p, r) => {
    let out = sky(p);
    for (let i = 0; i < 90; i++)
      out += `<circle cx="${r() * W}" cy="${r() * H}" r="${1 + r() * 2}" fill="#fff" opacity="0.8"/>`;
    return `${out}<circle cx="200" cy="640" r="120" fill="${p.layers[2]}"/><g transform="rotate(35 640 400)"><path d="M640 120 Q720 240 710 480 L570 480 Q560 240 640 120Z" fill="${p.layers[0]}"/><circle cx="640" cy="290" r="40" fill="${p.sky[0]}" stroke="${p.layers[1]}" stroke-width="12"/><path d="M570 400 L500 520 L575 480Z M710 400 L780 520 L705 480Z" fill="${p.layers[1]}"/><path d="M590 480 Q640 640 690 480Z" fill="${p.sun}"/></g>`;
  },
  lines: (p, r) =>
    `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/>` +
    Array.from(
      { length: 18 },
      (_, i) =>
        `<path d="M-50 ${60 + i * 45} C 300 ${r() * 800}, 800 ${r() * 800}, 1250 ${60 + i * 45}" stroke="${p.layers[i % p.layers.length]}" stroke-width="${6 + r() * 14}" fill="none" opacity="0.85"/>`,
    ).join(''),
  houses: (p, r) => {
    let out = `${sky(p)}<circle cx="980" cy="160" r="70" fill="${p.sun}"/><rect y="640" width="${W}" height="160" fill="${p.layers[2]}"/>`;
    for (let i = 0; i < 7; i++) {
      const x = 40 + i * 165;
      const h = 150 + r() * 120;
      out += `<rect x="${x}" y="${640 - h}" width="140" height="${h}" fill="${p.layers[i % 2]}"/><polygon points="${x - 12},${640 - h} ${x + 70},${560 - h} ${x + 152},${640 - h}" fill="${p.layers[3] ?? p.layers[0]}"/><rect x="${x + 52}" y="${580}" width="36" height="60" fill="${p.sky[0]}"/><rect x="${x + 20}" y="${660 - h}" width="32" height="32" fill="${p.sun}"/><rect x="${x + 88}" y="${660 - h}" width="32" height="32" fill="${p.sun}"/>`;
    }
    return out;
  },
  sprout: (p) =>
    `${sky(p)}<circle cx="600" cy="260" r="120" fill="${p.sun}" opacity="0.6"/><path d="M250 800 Q600 560 950 800Z" fill="${p.layers[2]}"/>` +
    `<path d="M600 680 C 600 560, 590 470, 600 380" stroke="${p.layers[0]}" stroke-width="18" fill="none"/><path d="M600 470 C 480 470, 420 400, 420 330 C 520 330, 590 380, 600 470Z" fill="${p.layers[0]}"/><path d="M600 410 C 720 410, 790 340, 800 260 C 690 260, 610 320, 600 410Z" fill="${p.layers[1]}"/>`,
  books: (p, r) => {
    let out = `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/><rect y="660" width="${W}" height="140" fill="${p.layers[3] ?? p.layers[2]}"/>`;
    let y = 660;
    for (let i = 0; i < 7; i++) {
      const h = 44 + r() * 30;
      const w = 420 + r() * 200;
      const x = 300 + (r() - 0.5) * 80;
      y -= h;
      out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${p.layers[i % 3]}"/><rect x="${x + 20}" y="${y + h / 2 - 4}" width="${w - 40}" height="8" fill="${p.sun}" opacity="0.7"/>`;
    }
    return out;
  },
  speech: (p, r) =>
    `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/>` +
    [
      [170, 150, 480, 260, 0],
      [620, 300, 420, 220, 1],
      [260, 470, 520, 220, 2],
    ]
      .map(
        ([x, y, w, h, c]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="${p.layers[c]}"/><polygon points="${x + 60},${y + h - 2} ${x + 40},${y + h + 70} ${x + 140},${y + h - 2}" fill="${p.layers[c]}"/>` +
          Array.from(
            { length: 3 },
            (_, i) =>
              `<rect x="${x + 40}" y="${y + 50 + i * 55}" width="${(w - 80) * (0.6 + r() * 0.4)}" height="22" rx="11" fill="${p.sun}" opacity="0.85"/>`,
          ).join(''),
      )
      .join(''),
  smile: (p, r) =>
    `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/>` +
    Array.from(
      { length: 16 },
      () => `<circle cx="${r() * W}" cy="${r() * H}" r="${20 + r() * 50}" fill="${p.layers[1]}" opacity="0.4"/>`,
    ).join('') +
    `<circle cx="600" cy="400" r="260" fill="${p.sun}"/><ellipse cx="510" cy="330" rx="34" ry="50" fill="${p.layers[0]}"/><ellipse cx="690" cy="330" rx="34" ry="50" fill="${p.layers[0]}"/><path d="M440 450 Q600 640 760 450 Q600 540 440 450Z" fill="${p.layers[0]}"/>`,
  heart: (p, r) =>
    `${sky(p)}` +
    Array.from({ length: 20 }, () => {
      const x = r() * W;
      const y = r() * H;
      const s = 0.2 + r() * 0.3;
      return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 60 C -100 -20, -40 -120, 0 -50 C 40 -120, 100 -20, 0 60Z" fill="${p.layers[1]}" opacity="0.5"/>`;
    }).join('') +
    `<path transform="translate(600 430) scale(3.4)" d="M0 60 C -100 -20, -40 -120, 0 -50 C 40 -120, 100 -20, 0 60Z" fill="${p.layers[0]}"/><polyline points="330,420 480,420 530,340 590,520 640,380 680,420 870,420" fill="none" stroke="${p.sun}" stroke-width="14" stroke-linejoin="round"/>`,
  coins: (p, r) => {
    let out = `<rect width="${W}" height="${H}" fill="${p.sky[0]}"/>`;
    for (let s = 0; s < 5; s++) {
      const x = 170 + s * 210;
      const n = 3 + Math.floor(r() * 8);
      for (let i = 0; i < n; i++)
        out += `<ellipse cx="${x}" cy="${690 - i * 34}" rx="80" ry="26" fill="${p.layers[1]}"/><ellipse cx="${x}" cy="${682 - i * 34}" rx="80" ry="26" fill="${p.sun}"/>`;
    }
    return out;
  },
};
