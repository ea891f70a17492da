import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations } from './fixtures';

// Checks the workspace journeys share: signing in where a private page sent the browser, and a page
// that passes axe wide and on a phone without scrolling sideways.
export const phone = { width: 375, height: 740 };
export const wide = { width: 1280, height: 800 };

/** Signs in on the login page a private address sent the browser to; it comes back there after. */
export async function signInAt(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * '' when the page does not scroll sideways; else by how much and the innermost elements (or their
 * text) sticking out on the right, outside any box that scrolls or clips on its own: what to fix.
 */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const overflow = root.scrollWidth - width;
    if (overflow <= 0) return '';
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const rightEdge = (element: Element) => {
      let right = element.getBoundingClientRect().right;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        right = Math.max(right, range.getBoundingClientRect().right);
      }
      return right;
    };
    const out = [...document.body.querySelectorAll('*')].filter(
      (element) => rightEdge(element) > width + 0.5 && !clipped(element),
    );
    const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
    const named = innermost
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').slice(0, 50)}"`);
    return `scrolls ${overflow}px sideways: ${named.join(', ')}`;
  });
}

/**
 * The page passes axe wide and on a phone (375 wide), where the page itself never scrolls sideways
 * (tables scroll in their own box). `ready` is something the page shows once it has loaded.
 */
export async function checkWideAndPhone(page: Page, ready: Locator) {
  await page.setViewportSize(wide);
  await expect(ready).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(phone);
  await expect(ready).toBeVisible();
  // The profile menu turns into a row of tabs once the resize has been handled.
  await expect.poll(() => sidewaysScroll(page)).toBe('');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(wide);
}
