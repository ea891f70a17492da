import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every page test fails on a console error in the browser. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // The pages the server answered 404 (an unknown address gets the app's not-found page with that status).
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document' && response.status() === 404) {
          notFoundPages.add(response.url());
        }
      });
      page.on('console', (message) => {
        // The browser logs every refused API call; a refusal the journey expects (bad code, wrong
        // password, rate limit, an API's "not found") is not an error of the page, nor is the not-found page's
        // own 404. Missing files (404) and 5xx still are.
        const { url } = message.location();
        const expectedNotFound = url.includes('/api/') || notFoundPages.has(url);
        const expectedRefusal =
          /status of (400|401|403|409|429) /.test(message.text()) ||
          (expectedNotFound && /status of 404 /.test(message.text()));
        if (message.type() === 'error' && !expectedRefusal) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The value beside a label of a summary strip (a dt and its dd). */
export const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Holds the page's entry script until the returned function is called: what is done first lands on the server's HTML. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Money as the pages show it: whole dollars, '$1,234'. */
export const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousAxeViolations(page: Page) {
  // Judge the settled page, not a frame of a transition (a button just enabled fades from its disabled colours):
  // wait for every running animation that ends (spinners and progress bars run forever and are left alone). The
  // wait is bounded: one CI run hung here for the whole test timeout on an animation that never finished.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 5_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
