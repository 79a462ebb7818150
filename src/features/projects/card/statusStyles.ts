import type { ProjectStatus } from '../model/types';

/** The five badge styles: one per status. */
export type StatusTone = 'idea' | 'dev' | 'live' | 'monetized' | 'paused';

/** Which theme palette colours a tone; `neutral` uses the text greys. */
export type StatusPalette = 'secondary' | 'info' | 'success' | 'primary' | 'neutral';

export type StatusStyle = {
  tone: StatusTone;
  palette: StatusPalette;
  /** Paused is also dashed, so the styles differ by more than colour. */
  border: 'solid' | 'dashed';
};

export const STATUS_STYLES: Record<StatusTone, StatusStyle> = {
  idea: { tone: 'idea', palette: 'secondary', border: 'solid' },
  dev: { tone: 'dev', palette: 'info', border: 'solid' },
  live: { tone: 'live', palette: 'success', border: 'solid' },
  monetized: { tone: 'monetized', palette: 'primary', border: 'solid' },
  paused: { tone: 'paused', palette: 'neutral', border: 'dashed' },
};

const TONE_BY_STATUS: Record<ProjectStatus, StatusTone> = {
  Idea: 'idea',
  'In Dev': 'dev',
  Live: 'live',
  Monetized: 'monetized',
  Paused: 'paused',
};

/** The badge style for a status; anything unknown (old or hand-edited data) looks like Idea. */
export function statusStyleFor(status: unknown): StatusStyle {
  const tone = Object.hasOwn(TONE_BY_STATUS, String(status)) ? TONE_BY_STATUS[status as ProjectStatus] : 'idea';
  return STATUS_STYLES[tone];
}
