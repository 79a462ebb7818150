import { expect, test } from '@playwright/test';
import { addProject } from './support/dashboard';
import { expectAt } from './support/routes';
import { DEMO_PASSWORD, localStorageEntries, recordStorageWrites, signIn } from './support/session';

test('no page or dialog raises a Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__recordCspViolation', (entry: string) => violations.push(entry));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as { __recordCspViolation: (entry: string) => void }).__recordCspViolation;
      record(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`);
    });
  });

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Founders Access' }).first()).toBeVisible();
  const policy = await page.evaluate(() => {
    const first = document.head.firstElementChild;
    return first?.getAttribute('http-equiv') === 'Content-Security-Policy' ? first.getAttribute('content') : null;
  });
  // Scripts from the site, and inline only the two head scripts, by their hashes.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+';/);
  expect(policy).toContain("object-src 'none'");

  await signIn(page);
  await addProject(page, {
    name: 'CSP check',
    description: 'CSP check description',
    owners: ['Maya Chen'],
    githubUrl: 'https://github.com/forge/csp',
    notes: 'Notes.',
  });
  await page.getByRole('button', { name: 'Edit CSP check' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await edit.getByLabel('Notes').fill('Edited notes.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  // The shell every other address is served, loaded afresh, with its own head script.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'CSP check' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectAt(page, '/');
  expect(violations).toEqual([]);

  // The listener does hear violations: an injected inline script is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test('the password is never written to storage: after login, add, edit and logout', async ({ page }) => {
  const writes = await recordStorageWrites(page);
  const expectNoPassword = async (step: string) => {
    const stored = { ...(await localStorageEntries(page)), ...(await page.evaluate(() => ({ ...sessionStorage }))) };
    for (const [key, value] of Object.entries(stored)) {
      expect(`${step}: ${key}=${value}`).not.toContain(DEMO_PASSWORD);
    }
  };

  await signIn(page);
  await expectNoPassword('login');
  await addProject(page, { name: 'Secret keeper', description: 'Secret keeper description', owners: ['Maya Chen'] });
  await expectNoPassword('add');
  await page.getByRole('button', { name: 'Edit Secret keeper' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await edit.getByLabel('Notes').fill('Still no password here.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expectNoPassword('edit');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectAt(page, '/');
  await expectNoPassword('logout');

  expect(writes.length).toBeGreaterThan(0);
  expect(writes.filter((entry) => entry.includes(DEMO_PASSWORD))).toEqual([]);
});
