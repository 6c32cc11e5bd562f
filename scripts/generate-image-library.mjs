#!/usr/bin/env node
// Draws the random-image library of the Image step (spec 2 §2, §7 GET /random-images) into
// public/images/library: full/{id}.jpg (1200x800), small/{id}.jpg (400x267) and manifest.json
// (keywords for ranking, and the credit). The pictures are flat illustrations drawn by this script
// (scripts/image-library/scenes.mjs), so they are credited to the Nervus library and nobody else.
// Run: node scripts/generate-image-library.mjs   (sharp comes with Next.js)
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SCENES, seeded } from './image-library/scenes.mjs';

const OUT = path.join(process.cwd(), 'public', 'images', 'library');

const PALETTES = {
  dawn: { sky: ['#ffd9a0', '#ff9a8b'], sun: '#fff3c4', layers: ['#b5654f', '#8c4a44', '#5e3440', '#3b2235'] },
  dusk: { sky: ['#2b1f4f', '#b0527a'], sun: '#ffcf70', layers: ['#4b3772', '#362a5a', '#241c40', '#161029'] },
  sea: { sky: ['#bfe9ff', '#6ec6e8'], sun: '#fff8d6', layers: ['#3aa0c8', '#2279a5', '#145a80', '#0b3a57'] },
  forest: { sky: ['#dff3d8', '#a8d5a2'], sun: '#fff6c9', layers: ['#3f8f5a', '#2e6e45', '#7bb36b', '#4a3526'] },
  ink: { sky: ['#0f1b2d', '#1d3350'], sun: '#ffd166', layers: ['#4cc9f0', '#f72585', '#7209b7', '#3a0ca3'] },
  sand: { sky: ['#fff0d1', '#ffd59a'], sun: '#ffffff', layers: ['#f2b46d', '#e39a4f', '#c97c3a', '#9c5a28'] },
  mint: { sky: ['#eafff6', '#c2f0dc'], sun: '#ffe66d', layers: ['#2ec4b6', '#ff6b6b', '#1a535c', '#4ecdc4'] },
  berry: { sky: ['#fde2f3', '#f7b2d9'], sun: '#ffffff', layers: ['#c2185b', '#7b1fa2', '#f06292', '#4a148c'] },
};

// [scene, palette, title, keywords]
const CATALOGUE = [
  [
    'mountains',
    'dawn',
    'Mountains at sunrise',
    ['mountains', 'landscape', 'nature', 'adventure', 'travel', 'goal', 'climb', 'morning'],
  ],
  [
    'mountains',
    'dusk',
    'Mountain ridges at dusk',
    ['mountains', 'landscape', 'evening', 'calm', 'outdoors', 'challenge', 'peak'],
  ],
  ['ocean', 'sea', 'Ocean waves', ['ocean', 'sea', 'water', 'waves', 'beach', 'summer', 'travel', 'climate']],
  ['ocean', 'dusk', 'Sea at sunset', ['ocean', 'sea', 'sunset', 'water', 'calm', 'holiday', 'evening']],
  [
    'city',
    'dusk',
    'City skyline at night',
    ['city', 'urban', 'buildings', 'skyline', 'night', 'architecture', 'transport'],
  ],
  ['city', 'sea', 'City skyline by day', ['city', 'urban', 'business', 'work', 'office', 'buildings', 'economy']],
  ['forest', 'forest', 'Pine forest', ['forest', 'trees', 'nature', 'environment', 'green', 'climate', 'park']],
  ['forest', 'dawn', 'Forest in autumn', ['forest', 'trees', 'autumn', 'season', 'nature', 'hiking', 'outdoors']],
  ['night', 'ink', 'Starry night', ['night', 'stars', 'moon', 'sky', 'dream', 'sleep', 'space']],
  ['night', 'dusk', 'Moon over the hills', ['night', 'moon', 'hills', 'quiet', 'sleep', 'mystery']],
  ['desert', 'sand', 'Desert dunes', ['desert', 'sand', 'dunes', 'heat', 'dry', 'drought', 'travel', 'climate']],
  ['desert', 'dawn', 'Dunes at dawn', ['desert', 'sun', 'heat', 'energy', 'solar', 'morning']],
  [
    'network',
    'ink',
    'Connected nodes',
    ['network', 'technology', 'connection', 'data', 'internet', 'social', 'ai', 'computer'],
  ],
  [
    'network',
    'mint',
    'Web of ideas',
    ['network', 'community', 'collaboration', 'team', 'connection', 'ideas', 'social'],
  ],
  [
    'gears',
    'sand',
    'Turning gears',
    ['gears', 'engineering', 'machine', 'process', 'industry', 'work', 'productivity'],
  ],
  ['gears', 'ink', 'Gears in motion', ['gears', 'technology', 'mechanism', 'system', 'automation', 'efficiency']],
  [
    'lightbulb',
    'dusk',
    'A bright idea',
    ['idea', 'innovation', 'creativity', 'invention', 'lightbulb', 'thinking', 'solution'],
  ],
  ['lightbulb', 'mint', 'Lightbulb moment', ['idea', 'energy', 'electricity', 'inspiration', 'brainstorm', 'design']],
  ['bubbles', 'berry', 'Playful bubbles', ['abstract', 'colour', 'fun', 'playful', 'party', 'celebration']],
  ['bubbles', 'mint', 'Floating circles', ['abstract', 'pattern', 'colour', 'design', 'art', 'fun']],
  ['chart', 'mint', 'Growing bar chart', ['growth', 'business', 'chart', 'economy', 'finance', 'sales', 'startup']],
  ['chart', 'ink', 'Rising numbers', ['data', 'statistics', 'growth', 'market', 'money', 'results', 'analytics']],
  ['fields', 'forest', 'Rolling fields', ['farm', 'agriculture', 'food', 'fields', 'countryside', 'rural', 'harvest']],
  ['fields', 'sand', 'Golden fields', ['farm', 'wheat', 'harvest', 'summer', 'food', 'countryside']],
  ['rain', 'sea', 'Rain clouds', ['rain', 'weather', 'clouds', 'water', 'storm', 'climate']],
  ['rain', 'ink', 'Night rain', ['rain', 'storm', 'weather', 'night', 'flood', 'mood']],
  ['rocket', 'ink', 'Rocket launch', ['rocket', 'space', 'launch', 'startup', 'moonshot', 'future', 'science']],
  ['rocket', 'dusk', 'Into orbit', ['space', 'rocket', 'exploration', 'planet', 'ambition', 'moonshot']],
  ['lines', 'ink', 'Flowing lines', ['abstract', 'flow', 'music', 'motion', 'pattern', 'design']],
  ['lines', 'dawn', 'Warm currents', ['abstract', 'flow', 'change', 'movement', 'art', 'calm']],
  ['houses', 'sea', 'Row of houses', ['houses', 'home', 'housing', 'neighbourhood', 'community', 'family', 'street']],
  ['houses', 'dawn', 'Neighbourhood at dawn', ['houses', 'home', 'town', 'village', 'local', 'neighbours', 'civics']],
  [
    'sprout',
    'forest',
    'New sprout',
    ['plant', 'growth', 'sustainability', 'garden', 'environment', 'green', 'beginning'],
  ],
  ['sprout', 'sand', 'Seedling in the sun', ['plant', 'growth', 'seed', 'gardening', 'spring', 'nature']],
  ['books', 'berry', 'Stack of books', ['books', 'education', 'learning', 'school', 'college', 'reading', 'study']],
  ['books', 'sea', 'Library books', ['books', 'knowledge', 'library', 'teaching', 'students', 'literature']],
  ['speech', 'mint', 'Conversation', ['conversation', 'communication', 'debate', 'discussion', 'chat', 'feedback']],
  ['speech', 'berry', 'Many voices', ['politics', 'news', 'opinion', 'media', 'voices', 'vote', 'community']],
  ['smile', 'sand', 'Big smile', ['comedy', 'funny', 'humour', 'joke', 'laugh', 'happy', 'meme']],
  ['smile', 'berry', 'Laughing face', ['comedy', 'fun', 'happiness', 'emoji', 'laughter', 'caption']],
  ['heart', 'berry', 'Heartbeat', ['health', 'heart', 'medicine', 'care', 'wellbeing', 'fitness', 'hospital']],
  ['heart', 'dawn', 'Love and care', ['love', 'kindness', 'charity', 'care', 'relationships', 'volunteering']],
  ['coins', 'mint', 'Stacks of coins', ['money', 'finance', 'savings', 'coins', 'budget', 'bank', 'prize']],
  ['coins', 'dusk', 'Savings', ['money', 'investment', 'wealth', 'tax', 'economy', 'pay']],
];

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(path.join(OUT, 'full'), { recursive: true });
  await mkdir(path.join(OUT, 'small'), { recursive: true });
  const images = [];
  for (const [index, [scene, palette, title, keywords]] of CATALOGUE.entries()) {
    const id = slug(title);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${SCENES[scene](PALETTES[palette], seeded(index + 1))}</svg>`;
    const picture = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
    await picture
      .clone()
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(path.join(OUT, 'full', `${id}.jpg`));
    await picture
      .clone()
      .resize(400, 267)
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(path.join(OUT, 'small', `${id}.jpg`));
    images.push({ id, title, keywords, format: 'landscape' });
  }
  const manifest = { source: 'Nervus library', user: 'Nervus (generated artwork)', link: null, images };
  await writeFile(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${images.length} images in ${path.relative(process.cwd(), OUT)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
