import { useContext } from 'react';
import { FloorContext } from './FloorContext';

/** An icon drawn as MUI's SvgIcon draws it: the same element, attributes and class. */
export function FloorIcon({ name }: { name: string }) {
  const { classes, icons } = useContext(FloorContext);
  return (
    <svg className={classes.icon} focusable="false" aria-hidden viewBox="0 0 24 24">
      {(icons[name] ?? []).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
