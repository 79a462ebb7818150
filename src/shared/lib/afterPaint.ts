/**
 * Runs `task` once the browser has painted the current frame, when reading layout costs
 * nothing (it is clean) and nothing waits on it. Returns a function that cancels it.
 */
export function afterPaint(task: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
