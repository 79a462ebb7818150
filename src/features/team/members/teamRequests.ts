import type { FieldProblem } from '../../../../contract/invitations';

/** What a call to the team API came to: its answer, or the message to show. */
export type Answer<T> =
  { ok: true; value: T } | { ok: false; message: string; status: number; field?: FieldProblem['field'] };

export const UNREACHABLE = 'The team server could not be reached. Check the connection and try again.';

/** One request to the team server's API, its refusal read into the words to show. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: UNREACHABLE, status: 0 };
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { error?: string; field?: FieldProblem['field'] }) | null;
  if (response.ok) return { ok: true, value: answer as T };
  return { ok: false, message: answer?.error ?? UNREACHABLE, status: response.status, field: answer?.field };
}

export const at = (base: string, email: string) => `${base}/${encodeURIComponent(email)}`;
