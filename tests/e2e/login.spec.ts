import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  FOUNDER_ACCOUNTS,
  STORAGE_KEYS,
  localStorageEntries,
  recordStorageWrites,
  signIn,
  storedSession,
  watchLoginButton,
} from './support/session';
import { emailField, expectNoStoredPassword, passwordField, submitButton, submitLogin } from './support/loginForm';
import { recordPaints } from './support/pageWatch';
import { expectAt } from './support/routes';

const [alex] = FOUNDER_ACCOUNTS;

test.describe('Founders Access', () => {
  for (const founder of FOUNDER_ACCOUNTS) {
    test(`${founder.name} signs in and is welcomed on the dashboard`, async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle('Founders Access · Forge Lab');
      await expect(page.getByRole('heading', { level: 1, name: 'Founders Access' })).toBeVisible();

      await submitLogin(page, founder.email);

      await expectAt(page, '/dashboard');
      await expect(page.getByText(`Welcome back, ${founder.name}`)).toBeVisible();
      const toast = page.getByRole('status').filter({ hasText: 'Welcome back!' });
      await expect(toast).toContainText('Successfully logged in to the lab');
      const session = await storedSession(page);
      expect(session?.token).toMatch(/^forge-lab-token-\d+$/);
      expect(session?.user).toMatchObject({ email: founder.email, name: founder.name });
    });
  }

  test('signing in goes from the Founders Access card straight to the dashboard, never a blank page', async ({
    page,
  }) => {
    const painted = await recordPaints(page);
    await page.goto('/login');
    await submitLogin(page, alex.email);
    await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
    const frames = await painted();
    expect(frames[0]).toBe('/login: Founders Access');
    expect(frames.at(-1)).toBe('/dashboard: Forge Lab');
    expect(frames.filter((frame) => frame.endsWith(': nothing'))).toEqual([]);
  });

  test('a wrong password shows the error toast, stays on /login and clears only the password', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, alex.email, 'forge-demo-2025');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Authentication failed');
    await expect(alert).toContainText('Invalid credentials');
    // The failure toast is filled with the theme's error colour.
    const colours = await alert.locator('.MuiPaper-root').evaluate((paper) => {
      const probe = document.createElement('div');
      probe.style.color = 'var(--mui-palette-error-main)';
      document.body.append(probe);
      const errorMain = getComputedStyle(probe).color;
      probe.remove();
      return { background: getComputedStyle(paper).backgroundColor, errorMain };
    });
    expect(colours.background).toBe(colours.errorMain);

    await expectAt(page, '/login');
    await expect(emailField(page)).toHaveValue(alex.email);
    await expect(passwordField(page)).toHaveValue('');
    await expect(passwordField(page)).toBeFocused();
    expect(await storedSession(page)).toMatchObject({ token: null, user: null });
  });

  test('an unknown email gets the same message as a wrong password', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'nobody@forgelab.dev');
    await expect(page.getByRole('alert')).toContainText('Authentication failed');
    await expect(page.getByRole('alert')).toContainText('Invalid credentials');
    await expect(passwordField(page)).toHaveValue('');
    await expectAt(page, '/login');
  });

  test('the button reads "Authenticating..." and is disabled while the check runs', async ({ page }) => {
    await page.goto('/login');
    await emailField(page).fill(alex.email);
    await passwordField(page).fill(DEMO_PASSWORD);
    // The prerendered button stays disabled until the page hydrates.
    await expect(submitButton(page)).toBeEnabled();
    const buttonStates = await watchLoginButton(page);
    await submitButton(page).click();

    await expectAt(page, '/dashboard');
    expect(await buttonStates()).toEqual(['Access Lab|enabled', 'Authenticating...|disabled']);
  });

  test('a founder can sign in with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await expect(emailField(page)).toBeFocused();
    // Shift+Tab leaves the form for "Back to Home"; Tab comes back to the email field.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(emailField(page)).toBeFocused();
    await page.keyboard.type(FOUNDER_ACCOUNTS[1].email);
    await page.keyboard.press('Tab');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    const buttonStates = await watchLoginButton(page);
    await page.keyboard.press('Enter');

    await expectAt(page, '/dashboard');
    expect(await buttonStates()).toContain('Authenticating...|disabled');
    await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[1].name}`)).toBeVisible();
  });

  test('empty or malformed fields are refused with a message, without a login check', async ({ page }) => {
    await page.goto('/login');
    await submitButton(page).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(emailField(page)).toBeFocused();

    await submitLogin(page, 'alex');
    await expect(page.getByText('Enter a valid email address, like alex@forgelab.dev.')).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expectAt(page, '/login');
  });

  test('"Back to Home" returns to the landing page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectAt(page, '/');
  });
});

test.describe('the session', () => {
  test('a reload keeps the founder signed in', async ({ page }) => {
    await signIn(page, FOUNDER_ACCOUNTS[2].email);
    await page.reload();
    await expectAt(page, '/dashboard');
    await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[2].name}`)).toBeVisible();
  });

  test('/login while signed in goes to /dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/login');
    await expectAt(page, '/dashboard');
    await expect(page.getByText(`Welcome back, ${alex.name}`)).toBeVisible();
  });

  test('logout ends the session but keeps the projects, and a reload stays signed out', async ({ page }) => {
    await signIn(page);
    await expect(page.getByText(`Welcome back, ${alex.name}`)).toBeVisible();
    await expect.poll(() => localStorageEntries(page).then((entries) => STORAGE_KEYS.projects in entries)).toBe(true);
    const projectsBefore = (await localStorageEntries(page))[STORAGE_KEYS.projects];

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectAt(page, '/');
    const toast = page.getByRole('status').filter({ hasText: 'Logged out' });
    await expect(toast).toContainText('See you next time!');
    await expect.poll(() => storedSession(page)).toMatchObject({ token: null, user: null });
    expect((await localStorageEntries(page))[STORAGE_KEYS.projects]).toBe(projectsBefore);

    await page.reload();
    await expectAt(page, '/');
    await page.goto('/dashboard');
    await expectAt(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Founders Access' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ token: null, user: null });
  });

  test('no localStorage value ever holds the password', async ({ page }) => {
    const writes = await recordStorageWrites(page);
    await page.goto('/login');
    await emailField(page).fill(alex.email);
    await passwordField(page).fill(DEMO_PASSWORD);
    // Showing the password must not change where it goes.
    await page.getByRole('button', { name: 'Show' }).click();
    await submitButton(page).click();
    await expectAt(page, '/dashboard');
    await expect.poll(() => storedSession(page).then((session) => session?.token)).toMatch(/^forge-lab-token-/);
    await expectNoStoredPassword(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectAt(page, '/');
    await expect.poll(() => storedSession(page)).toMatchObject({ token: null, user: null });
    await expectNoStoredPassword(page);

    expect(writes.some((write) => write.startsWith(`${STORAGE_KEYS.auth}=`))).toBe(true);
    for (const write of writes) expect(write).not.toContain(DEMO_PASSWORD);
  });
});
