import { describe, expect, it } from 'vitest';
import { invitationProblem } from '../../contract/invitations';
import { projectWriteProblem } from '../../contract/labDocument';
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE, visibleText } from '../../contract/safeText';
import { fieldError } from '../../src/features/projects/form/projectFormValues';

const OVERRIDE = '\u202E';
const write = (field: string, value: unknown) => projectWriteProblem('1', field, value, 'Alex Rivera');

describe('text with control or text-direction characters', () => {
  it('is refused in every text field and owner, by the server’s rule and the browser’s', () => {
    expect(write('name', `Invoice${OVERRIDE}fdp.exe`)).toBe(
      'project 1: "name" holds control or text-direction characters',
    );
    expect(write('notes', 'ring\u0007')).toMatch(/control or text-direction/);
    expect(write('owners', ['Alex Rivera', `Sam${OVERRIDE}`])).toMatch(/"owners" holds/);
    expect(write('nextStep', 'Call\nthe bank')).toMatch(/"nextStep" holds/);
    expect(write('githubUrl', `https://github.com/a\u2066`)).toMatch(/"githubUrl" holds/);
  });

  it('takes line breaks and tabs where a field has lines, and the direction marks real text uses', () => {
    expect(write('description', 'Line one\nLine two\r\n\tindented')).toBeNull();
    expect(write('name', 'שלום\u200F Forge')).toBeNull();
    expect(hasHiddenCharacters('Tab\there')).toBe(false);
  });

  it('says so under the field and in the invite form', () => {
    expect(fieldError('name', `Pager${OVERRIDE}`)).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(fieldError('notes', 'fine\nlines')).toBeNull();
    expect(invitationProblem({ name: `Jo${OVERRIDE}n`, email: 'jo@example.com', teamRole: 'member' })).toEqual({
      field: 'name',
      message: HIDDEN_CHARACTERS_MESSAGE,
    });
  });

  it('is written out for a terminal, never sent raw', () => {
    expect(visibleText(`Jo${OVERRIDE}n\u001b[2J`)).toBe('Jo\\u{202e}n\\u{1b}[2J');
    expect(visibleText('Maya Chen')).toBe('Maya Chen');
  });
});
