// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';

describe('the landing page prerender', () => {
  it('holds the whole page: hero headline, principles section, founders, quote and footer', async () => {
    const { html } = await render('/');
    expect(html).toMatch(/<h1[^>]*>Forging/);
    expect(html).toContain('Tomorrow&#x27;s Tools</span></h1>');
    expect(html).toContain('Explore Our Vision');
    expect(html).toMatch(/<section[^>]*id="principles"/);
    for (const text of ['Our Forging Process', 'Concept Forging', 'Rapid Prototyping', 'Scaling &amp; Hardening', 'Meet the Founders', 'Maya Chen']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('We don&#x27;t chase trends. We build what the future needs.');
    expect(html).toContain(`© ${new Date().getFullYear()} Forge Lab`);
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
