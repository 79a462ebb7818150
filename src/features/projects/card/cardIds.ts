/** Ids the dashboard uses to put focus back on a card after a delete or an undo. */
export const editButtonId = (projectId: string) => `edit-project-${projectId}`;
