// Writes one SVG avatar per demo user into public/avatars/ (initials on a coloured circle). The
// colour comes from a hash of the screen name, so re-running produces byte-identical files.
// Run once after changing the demo users: npx tsx scripts/generate-avatars.ts
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_USERS, demoAvatarUrl } from '@/server/provider/db/seed/users';

/** Mid-tone hues that keep white initials above 4.5:1 contrast. */
const PALETTE = [
  '#5b3fd6',
  '#0f766e',
  '#b42318',
  '#1d4ed8',
  '#a21caf',
  '#15803d',
  '#c2410c',
  '#334155',
  '#be185d',
  '#4d7c0f',
];

function initials(firstName: string, lastName: string, screenName: string): string {
  const letters = [firstName, lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || screenName.charAt(0)).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function avatarSvg(label: string, color: string, title: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<title>${escapeXml(title)}</title>`,
    `<circle cx="64" cy="64" r="64" fill="${color}"/>`,
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeXml(label)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const publicDir = path.join(process.cwd(), 'public');
mkdirSync(path.join(publicDir, 'avatars'), { recursive: true });
for (const user of DEMO_USERS) {
  const hash = createHash('sha256').update(user.screenName.toLowerCase()).digest();
  const color = PALETTE[hash[0] % PALETTE.length];
  const file = path.join(publicDir, demoAvatarUrl(user.screenName));
  writeFileSync(
    file,
    avatarSvg(
      initials(user.firstName, user.lastName, user.screenName),
      color,
      `${user.firstName} ${user.lastName}`.trim(),
    ),
  );
}
console.log(`Wrote ${DEMO_USERS.length} avatars to public/avatars/`);
