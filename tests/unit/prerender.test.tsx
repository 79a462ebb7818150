import { describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';

describe('the landing page prerender', () => {
  it('holds the whole page: hero headline, principles section, founders, quote and footer', async () => {
    const { html } = await render('/');
    expect(html).toMatch(/<h1[^>]*>Forging/);
    expect(html).toContain('Tomorrow&#x27;s Tools</span></h1>');
    expect(html).toContain('Explore Our Vision');
    expect(html).toMatch(/<section[^>]*id="principles"/);
    for (const text of [
      'Our Forging Process',
      'Concept Forging',
      'Rapid Prototyping',
      'Scaling &amp; Hardening',
      'Meet the Founders',
      'Maya Chen',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('We don&#x27;t chase trends. We build what the future needs.');
    expect(html).toContain(`© ${new Date().getFullYear()} Forge Lab`);
  });

  it('makes "Explore Our Vision" a plain link to #principles, which works before the script starts', async () => {
    const { html } = await render('/');
    expect(html).toMatch(/<a [^>]*href="#principles"[^>]*>Explore Our Vision/);
  });

  it('leaves every word visible: nothing is rendered at opacity 0', async () => {
    const { html } = await render('/');
    expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
  });

  it('inlines the critical CSS emotion produced for it', async () => {
    const { styles } = await render('/');
    expect(styles).toMatch(/<style data-emotion="css[^"]*"/);
    expect(styles).toContain('--mui-palette-primary-main');
  });
});

describe('the /login prerender', () => {
  it('holds the signed-out Founders Access page: heading, Email and Password fields, the button and the demo accounts', async () => {
    const { html } = await render('/login');
    expect(html).toMatch(/<main[^>]*id="main"/);
    expect(html).toMatch(/<h1[^>]*>Founders Access<\/h1>/);
    expect(html).toContain('Sign in to the lab to track what we are forging.');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*type="email"|<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/<label[^>]*>Email/);
    expect(html).toMatch(/<label[^>]*>Password/);
    expect(html).toContain('Access Lab');
    for (const email of ['alex@forgelab.dev', 'sam@forgelab.dev', 'maya@forgelab.dev']) expect(html).toContain(email);
  });

  it('makes "Back to Home" a plain link to /, which works before the script starts', async () => {
    const { html } = await render('/login');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>(?:(?!<\/a>).)*Back to Home<\/a>/);
  });

  it('holds the login page only: no landing page, no dashboard', async () => {
    const { html } = await render('/login');
    expect(html).not.toContain('Explore Our Vision');
    expect(html).not.toContain('Welcome back');
  });

  it('leaves the submit button disabled until the page hydrates, so a native submit cannot send the password', async () => {
    const { html } = await render('/login');
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*type="submit"[^>]*>Access Lab<\/button>|<button[^>]*type="submit"[^>]*disabled=""[^>]*>Access Lab<\/button>/,
    );
  });

  it('reports the page title, and the landing page its own', async () => {
    expect((await render('/login')).title).toBe('Founders Access · Forge Lab');
    expect((await render('/')).title).toBe("Forge Lab — Forging Tomorrow's Tools");
  });

  it('inlines the critical CSS emotion produced for it', async () => {
    const { styles } = await render('/login');
    expect(styles).toMatch(/<style data-emotion="css[^"]*"/);
    expect(styles).toContain('--mui-palette-primary-main');
    // The card's ember bar, from the login page's own styles.
    expect(styles).toContain('linear-gradient(90deg');
  });
});
