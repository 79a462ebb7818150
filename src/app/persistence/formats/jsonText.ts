/** A value that already knows its JSON text, such as a long list serialized item by item. */
export type Preserialized = { readonly jsonText: string; toJSON(): unknown };

const isPreserialized = (value: unknown): value is Preserialized =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Preserialized>).jsonText === 'string';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * JSON.stringify, except that a Preserialized value inside plain objects contributes its own
 * text: a stored document of thousands of projects is then joined from cached pieces instead
 * of serialized whole on every change. The output is exactly JSON.stringify's.
 */
export function toJsonText(value: unknown): string {
  if (isPreserialized(value)) return value.jsonText;
  if (!isPlainObject(value)) return JSON.stringify(value);
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    members.push(`${JSON.stringify(key)}:${toJsonText(member)}`);
  }
  return `{${members.join(',')}}`;
}
