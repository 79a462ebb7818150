import { expect, test } from '@playwright/test';
import { rememberServedMain, watchProblems } from './support/pageWatch';
import { DEMO_PASSWORD, FOUNDER_ACCOUNTS, signIn, storedSession } from './support/session';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is readable from the prerendered HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Founders Access' })).toBeVisible();
    const hidden = await page.evaluate(
      () =>
        [...document.querySelectorAll('#root *')].filter((element) => {
          const style = getComputedStyle(element);
          return element.textContent?.trim() && (style.opacity === '0' || style.visibility === 'hidden');
        }).length,
    );
    expect(hidden).toBe(0);
  });
});

test('hydrating the prerendered landing page raises no errors or warnings', async ({ page }) => {
  const problems = watchProblems(page);
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

test('the shell preloads the code a signed-in dashboard renders with, so it loads side by side', async ({
  request,
}) => {
  const shell = await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  const preloaded = [...shell.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([A-Za-z]+)-[\w-]+\.js"/g)].map(
    (match) => match[1],
  );
  // The lazy parts the first render at /dashboard passes through: router, lab, guard, page.
  expect(preloaded).toEqual(expect.arrayContaining(['router', 'LabProviders', 'RequireAuth', 'DashboardRoute']));
  // The public pages preload none of the dashboard.
  const login = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(login).not.toContain('/assets/DashboardRoute-');
});

test('each prerendered page names its route, so it is hydrated only there; the shell names none', async ({
  request,
}) => {
  const routeOf = async (path: string) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    return html.match(/<meta name="forge-lab:prerendered-route" content="([^"]*)"/)?.[1] ?? null;
  };
  expect(await routeOf('/')).toBe('/');
  expect(await routeOf('/login')).toBe('/login');
  expect(await routeOf('/dashboard')).toBeNull();
  expect(await routeOf('/no/such/page')).toBeNull();
});

test.describe('/login', () => {
  test('is served prerendered, with its own title and no landing markup', async ({ request }) => {
    const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Founders Access · Forge Lab</title>');
    expect(html).toMatch(/<div id="root"><.*Founders Access<\/h1>/s);
    expect(html).not.toContain('Forging</span>');
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the Founders Access page from the prerendered HTML alone', async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle('Founders Access · Forge Lab');
      await expect(page.getByRole('heading', { level: 1, name: 'Founders Access' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByLabel('Password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Access Lab' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Demo credentials' })).toContainText(FOUNDER_ACCOUNTS[0].email);
    });
  });

  test('hydrates without errors or warnings, and then signs a founder in', async ({ page }) => {
    const problems = watchProblems(page);
    const keptPrerenderedMain = await rememberServedMain(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // Hydrated: the form has focused the email field, and the prerendered elements were kept.
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(await keptPrerenderedMain()).toBe(true);

    await page.getByLabel('Email').fill(FOUNDER_ACCOUNTS[0].email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Access Lab' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[0].name}`)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('keeps what is typed before the page hydrates, and never submits it natively', async ({ page }) => {
    const problems = watchProblems(page);
    const keptPrerenderedMain = await rememberServedMain(page);
    // Hold the login page's code back, so the prerendered form is all there is for a while.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').click();
    await page.keyboard.type(FOUNDER_ACCOUNTS[1].email);
    await page.getByLabel('Password').click();
    await page.keyboard.type(DEMO_PASSWORD);
    // Enter before hydration: the browser's own submit would put the password in the URL.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Access Lab' })).toBeDisabled();
    expect(page.url()).toMatch(/\/login$/);

    release();
    await expect(page.getByRole('button', { name: 'Access Lab' })).toBeEnabled();
    expect(await keptPrerenderedMain()).toBe(true);
    await expect(page.getByLabel('Email')).toHaveValue(FOUNDER_ACCOUNTS[1].email);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
    // Hydration leaves the focus where the founder put it.
    await expect(page.getByLabel('Password')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[1].name}`)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in founder who opens /login lands on /dashboard without errors', async ({ page }) => {
    await signIn(page);
    const problems = watchProblems(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[0].name}`)).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ user: { email: FOUNDER_ACCOUNTS[0].email } });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
