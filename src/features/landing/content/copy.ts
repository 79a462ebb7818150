import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { FOUNDERS } from '../../../../contract/founders';

/** Copy for the landing page, kept apart from layout so wording changes touch one file. */
export { FOUNDERS_ID, META_DESCRIPTION, PAGE_TITLE, PRINCIPLES_ID, TAGLINE } from './pageMeta';

export const hero = {
  eyebrow: 'AI-driven software incubator',
  intro:
    'Forge Lab is a private incubator that turns bold ideas into scalable software. We heat raw concepts into blueprints, hammer them into working prototypes and temper them into products built to last.',
  imageAlt:
    'Illustration: a glowing code symbol being hammered into shape on an anvil, throwing sparks, with circuit traces spreading out behind it.',
};

export const processSteps = [
  {
    title: 'Concept Forging',
    meaning: 'Ideas become viable blueprints with market-fit analysis.',
    detail:
      'We test every idea against real users, real markets and real numbers before production code is written, so only the ideas worth building reach the anvil.',
    Icon: ArchitectureOutlined,
  },
  {
    title: 'Rapid Prototyping',
    meaning: 'Fast functional prototypes.',
    detail:
      'Working software in weeks, not quarters. AI-assisted tooling puts a product people can click and test in their hands early, and we learn from how they use it.',
    Icon: BoltOutlined,
  },
  {
    title: 'Scaling & Hardening',
    meaning: 'Products made robust, scalable and secure for launch.',
    detail:
      'What proves itself gets tempered: architecture that scales, automated tests, security reviews and monitoring, ready for launch day and the growth after it.',
    Icon: ShieldOutlined,
  },
] as const;

const founderFocus: Record<string, string> = {
  'alex@forgelab.dev': 'Turns blueprints into clean, durable architecture and keeps every codebase honest.',
  'sam@forgelab.dev': 'Builds the pipelines and automations that let a small team ship like a large one.',
  'maya@forgelab.dev': 'Finds the first thousand users, and the stories that bring the next ten thousand.',
};

/** The founders in their fixed order, from the same list the sign-in uses. */
export const founders = FOUNDERS.map(({ name, role, email }) => ({
  name,
  role,
  focus: founderFocus[email] ?? '',
  initials: name
    .split(' ')
    .map((part) => part[0])
    .join(''),
}));

export const QUOTE = "We don't chase trends. We build what the future needs.";
