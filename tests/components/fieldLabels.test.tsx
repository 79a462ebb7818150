import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../../contract/project';
import { versionDiff } from '../../src/features/history/model/versionDiff';
import { formLabelsOf } from '../../src/features/team/sync/formLabels';
import { aProject } from '../support/projects';
import { openAddDialog } from './projectFormSupport';

describe('a field has one name wherever a founder reads it', () => {
  it('the form, the History dialog and team mode’s toasts all say “Project Name” and “Live Demo URL”', async () => {
    const { dialog } = await openAddDialog();
    for (const label of Object.values(FIELD_LABELS)) {
      expect(dialog.getAllByText(label, { exact: false }).length, label).toBeGreaterThan(0);
    }
    expect(dialog.getByLabelText(/^Project Name/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Live Demo URL')).toBeInTheDocument();

    const before = aProject('1', { name: 'Anvil', liveUrl: '' });
    const changes = versionDiff(before, { ...before, name: 'Anvil 2', liveUrl: 'https://anvil.dev' });
    expect(changes.map((change) => change.label)).toEqual(['Project Name', 'Live Demo URL']);
    expect(formLabelsOf(['liveUrl', 'name'], '2026-11')).toEqual(['Project Name', 'Live Demo URL']);
  });
});
