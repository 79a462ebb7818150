/**
 * Round axis ticks for a chart: from 0 to the first "nice" value (1, 2 or 5 times a power of
 * ten, per step) at or above the largest value, in about five steps.
 */
export function niceTicks(max: number, steps = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step / 2; tick += step) ticks.push(tick);
  if (ticks[ticks.length - 1] < max) ticks.push(ticks.length * step);
  return ticks;
}
