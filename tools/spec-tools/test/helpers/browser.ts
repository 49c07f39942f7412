// Headless Chromium for the docs tests: launch, layout checks, screenshots into test-results/docs-layout/.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

// Debian's Chromium by default; CHROMIUM_PATH points elsewhere (e.g. a CI image's preinstalled Chrome).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) process.stderr.write(`browser tests did not run: Chromium not found at ${CHROMIUM} (install: apt-get install -y chromium)\n`);

/** The widths a reviewer reads the docs at. */
export const WIDTHS = [1280, 1920] as const;

export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/docs-layout/', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Elements of #main that reach past the viewport's right edge, and whether the page scrolls sideways. */
export function overflow(page: Page): Promise<{ scrolls: boolean; past: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past: string[] = [];
    for (const el of Array.from(document.querySelectorAll('#main *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) past.push(`<${el.tagName.toLowerCase()} class="${el.className}"> ${(el.textContent ?? '').slice(0, 60)}`);
    }
    return { scrolls: document.documentElement.scrollWidth > width, past: past.slice(0, 5) };
  });
}

/** A screenshot of the viewport, kept with the test output. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}
