import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLanding, resetBetweenTests } from './landingSupport';

const FOUNDERS = [
  ['Alex Rivera', 'Code Wizard & Product Architect'],
  ['Sam Okafor', 'Automation Strategist & Systems Thinker'],
  ['Maya Chen', 'Social Engineer & Growth Expert'],
] as const;

const STEPS = [
  ['Concept Forging', 'Ideas become viable blueprints with market-fit analysis.'],
  ['Rapid Prototyping', 'Fast functional prototypes.'],
  ['Scaling & Hardening', 'Products made robust, scalable and secure for launch.'],
] as const;

resetBetweenTests();

describe('Landing page content', () => {
  it('has a header with the logo and a Founders Access link to /login', async () => {
    const { user } = await renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Forge Lab')).toBeInTheDocument();
    const access = within(header).getByRole('link', { name: 'Founders Access' });
    expect(access).toHaveAttribute('href', '/login');
    await user.click(access);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('has the landmarks, one h1 and headings in a logical order', async () => {
    await renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName("Forging Tomorrow's Tools");
    const outline = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(outline).toEqual([
      "H1 Forging Tomorrow's Tools",
      'H2 Our Forging Process',
      ...STEPS.map(([title]) => `H3 ${title}`),
      'H2 Meet the Founders',
      ...FOUNDERS.map(([name]) => `H3 ${name}`),
    ]);
  });

  it('has a hero with the tagline, the incubator pitch, the link to the process and a local, sized image', async () => {
    await renderLanding();
    const hero = screen.getByRole('region', { name: "Forging Tomorrow's Tools" });
    expect(within(hero).getByText(/turns bold ideas into scalable software/)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Explore Our Vision' })).toBeInTheDocument();
    const image = within(hero).getByRole('img', { name: /anvil/ });
    expect(image.getAttribute('alt')!.length).toBeGreaterThan(30);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1000');
    expect(image.getAttribute('src')).toMatch(/^\/.*\.webp$/);
    const candidates = image
      .getAttribute('srcset')!
      .split(',')
      .map((candidate) => candidate.trim());
    expect(candidates).toHaveLength(3);
    for (const candidate of candidates) expect(candidate).toMatch(/^\/\S+\.webp \d+w$/);
    expect(image).toHaveAttribute('sizes');
  });

  it('has the three process cards in #principles, each with its meaning', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Our Forging Process' });
    expect(section).toHaveAttribute('id', 'principles');
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    STEPS.forEach(([title, meaning], index) => {
      expect(within(cards[index]).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(within(cards[index]).getByText(meaning)).toBeInTheDocument();
    });
  });

  it('introduces the three founders in order, with their roles and initials avatars', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Meet the Founders' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    FOUNDERS.forEach(([name, role], index) => {
      expect(within(cards[index]).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(cards[index]).getByText(role)).toBeInTheDocument();
      const initials = name
        .split(' ')
        .map((part) => part[0])
        .join('');
      expect(within(cards[index]).getByText(initials)).toBeInTheDocument();
    });
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('quotes the founders word for word', async () => {
    const { container } = await renderLanding();
    const quote = container.querySelector('blockquote');
    expect(quote).toHaveTextContent(/^We don't chase trends\. We build what the future needs\.$/);
  });
});

describe('Explore Our Vision', () => {
  it('is a plain link to #principles, so it works before the script has started', async () => {
    await renderLanding();
    const hero = screen.getByRole('region', { name: "Forging Tomorrow's Tools" });
    const explore = within(hero).getByRole('link', { name: 'Explore Our Vision' });
    expect(explore).toHaveAttribute('href', '#principles');
    expect(document.querySelector(explore.getAttribute('href')!)).toBe(
      screen.getByRole('region', { name: 'Our Forging Process' }),
    );
  });

  it('the header links to the process and the founders the same way', async () => {
    await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Process' })).toHaveAttribute('href', '#principles');
    expect(within(nav).getByRole('link', { name: 'Founders' })).toHaveAttribute('href', '#founders');
    expect(document.getElementById('founders')).toBe(screen.getByRole('region', { name: 'Meet the Founders' }));
  });
});

describe('Footer', () => {
  it('shows the logo and the current year, computed rather than written in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00'));
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Forge Lab')).toBeInTheDocument();
    expect(within(footer).getByText('© 2031 Forge Lab')).toBeInTheDocument();
  });
});

describe('Head', () => {
  it('sets the page title and the meta description', async () => {
    await renderLanding();
    expect(document.title).toBe("Forge Lab — Forging Tomorrow's Tools");
    const description = document.head.querySelector('meta[name="description"]');
    expect(description).toHaveAttribute(
      'content',
      'Forge Lab is a private, AI-driven software incubator that turns bold ideas into scalable software.',
    );
  });
});
