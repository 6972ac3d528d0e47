// Renders the PWA icons (PNG) from the SVGs in public/icons with Debian's chromium.
// Run after changing an icon: npx tsx scripts/make-icons.ts
import { chromium } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const targets = [
  { svg: 'icon.svg', out: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', out: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', out: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const t of targets) {
  const svg = await readFile(path.join(dir, t.svg), 'utf8');
  await page.setViewportSize({ width: t.size, height: t.size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${t.size}" height="${t.size}" `)}</body></html>`);
  await page.screenshot({ path: path.join(dir, t.out), omitBackground: true, clip: { x: 0, y: 0, width: t.size, height: t.size } });
  console.log(`wrote ${t.out}`);
}
await browser.close();
