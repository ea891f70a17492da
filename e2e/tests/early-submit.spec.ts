import { expect, holdScripts, test } from './fixtures';
import { receivedLead, sendThroughLeadDialog } from './lead-receiver';

/**
 * The prerendered pages' forms, sent at once on a phone-speed CPU, before or while the page's script starts: the
 * submit is not lost (the payment form is a plain GET the server answers until the script takes it over).
 */
const pagesWithForms = [
  { path: '/payment/search', form: 'Search by Payment' },
  { path: '/', form: 'Search by Payment' },
];

for (const { path, form } of pagesWithForms) {
  test(`${path}: a payment typed and sent as the page appears, on a slow CPU, opens its options`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(path, { waitUntil: 'commit' });
    const field = page.getByRole('form', { name: form }).getByRole('textbox', { name: 'Enter Payment' });
    await field.waitFor();
    // Typed at once: the keys wait only for the page's busy CPU, never for a sign that the script is ready.
    const shownAt = Date.now();
    await field.pressSequentially('3500');
    await field.press('Enter');
    test.info().annotations.push({ type: 'keys taken after', description: `${Date.now() - shownAt} ms` });
    await expect(page).toHaveURL(/\/payment\/options\?payment=3500$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();
  });
}

test('/: the contact form sent empty as the page appears, on a slow CPU, says what it misses', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('/: the Welcome Package choices made as the page appears, on a slow CPU, are kept and checked', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/', { waitUntil: 'commit' });
  const section = page.getByRole('region', { name: 'Welcome Package' });
  await section
    .getByRole('group', { name: /First-time buyer/ })
    .getByLabel('Yes')
    .check();
  await section.getByLabel('County').selectOption({ label: 'Placer' });
  await section.getByLabel('First loan').selectOption({ label: 'FHA' });
  await section.getByLabel('Household income').fill('120000');
  await section.getByLabel('Purchase price').fill('600000');
  await expect(section.getByRole('listitem', { name: 'CalHFA MyHome Assistance' })).toContainText('$21,000');
  await expect(section.getByRole('group', { name: /First-time buyer/ }).getByLabel('Yes')).toBeChecked();
});

test('the logo tapped before the scripts ran goes home and resets the payment', async ({ page }) => {
  // First a payment chosen on a live page (the header's Sign Up! shows once it is): what the logo must reset.
  await page.goto('/payment/search');
  await expect(page.getByRole('button', { name: 'Sign Up!' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Enter Payment' }).pressSequentially('2800');
  await page.getByRole('button', { name: 'See Options' }).click();
  await expect(page.getByRole('banner')).toContainText('$2,800');
  // The page again with an empty entry script, so it is never hydrated: what the visitor taps is the server's HTML.
  const scripts = '**/assets/entry.client-*.js';
  await page.route(scripts, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.reload();
  await page.unroute(scripts);
  await page.getByRole('link', { name: 'Roost home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // What the tab keeps, not only what the server's HTML shows before the scripts read the session.
  const storedPayment = () =>
    page.evaluate(() => (JSON.parse(sessionStorage.getItem('roost.session') ?? '{}') as { payment?: number }).payment);
  await expect.poll(storedPayment, { timeout: 20_000 }).toBe(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner')).not.toContainText('$2,800');
});

test('a page paints before its scripts are asked for, then goes live', async ({ page }) => {
  const scriptsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAsked.push(new URL(request.url()).pathname);
  });
  // The HTML as sent: no script to fetch before the first paint (scripts-after-paint.ts).
  const html = await (await page.request.get('/payment/options?payment=3500')).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  // The time of the page's first frame: React Router's scripts are asked for after it.
  await page.addInitScript(() =>
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() })),
  );
  await page.goto('/payment/options?payment=3500');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();
  const { firstFrameAt, firstScriptAt } = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
    firstScriptAt: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/'))?.startTime,
  }));
  expect(firstFrameAt).toBeDefined();
  expect(firstScriptAt).toBeGreaterThan(firstFrameAt!);
  // Live: the app's header reads the session and shows the payment just searched for.
  await expect(page.getByRole('banner')).toContainText('$3,500');
  expect(scriptsAsked.some((path) => path.startsWith('/assets/entry.client-'))).toBe(true);
});

test('/auth/login: an e-mail and password sent before the script started sign the person in, and go nowhere else', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || request.resourceType() === 'document') {
      const { pathname, search } = new URL(request.url());
      sent.push(`${request.method()} ${pathname}${search}`);
    }
  });
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('loanofficer@demo.roost.local');
  await main.getByLabel('Password').fill('Roost-demo-2026');
  await main.getByRole('button', { name: 'Login' }).click();
  // Held by the page: no new page, nothing typed in an address.
  await expect(main.getByLabel('Password')).toHaveValue('Roost-demo-2026');
  expect(sent).toEqual(['GET /auth/login']);
  release();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(sent.join(' ')).not.toContain('Roost-demo-2026');
});

test('/dream-rate: a rate saved before the script started reaches the lender as typed', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/dream-rate');
  await page.getByRole('spinbutton', { name: 'Dream rate' }).fill('4.625');
  await page.getByRole('button', { name: 'Save This Rate' }).click();
  release();
  await sendThroughLeadDialog(page, 'Early Rate', 'early.rate@example.com');
  expect(await receivedLead('early.rate@example.com')).toMatchObject({ type: 'dreamRate', dreamRate: 4.625 });
});

test('/dream-rate on a phone: the form does not move under a tap as the page goes live', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdScripts(page);
  await page.goto('/dream-rate');
  const save = page.getByRole('button', { name: 'Save This Rate' });
  const before = await save.boundingBox();
  release();
  // Live: the address search's location button is enabled by the page's script.
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await save.boundingBox()).toEqual(before);
});
