import { expect, test } from '@playwright/test';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is readable from the prerendered HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Founders Access' })).toBeVisible();
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('#root *')].filter((element) => {
        const style = getComputedStyle(element);
        return element.textContent?.trim() && (style.opacity === '0' || style.visibility === 'hidden');
      }).length,
    );
    expect(hidden).toBe(0);
  });
});

test('hydrating the prerendered landing page raises no errors or warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Interactive after hydration: client-side navigation works.
  await page.getByRole('link', { name: 'Founders Access' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(problems).toEqual([]);
});

test('lab routes are served the unrendered shell, so no landing markup flashes first', async ({ request }) => {
  const landing = await (await request.get('/')).text();
  const shell = await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  expect(landing).toMatch(/<div id="root"><.+/s);
  expect(shell).toContain('<div id="root"></div>');
});
