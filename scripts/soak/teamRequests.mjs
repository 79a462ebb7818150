// @ts-check
// Requests to the team server's API as a founder (signed in on each instance as needed), or with
// another person's session.
import { signIn } from '../bench/team/loadClients.mjs';

/** @typedef {{ url: string }} Reachable */

/** @param {{ email: string }} founder */
export function founderRequests(founder) {
  /** @type {Map<string, string>} */
  const founderCookies = new Map();
  /** A request as the founder (`cookie` absent), or with a person's session. */
  /** @param {Reachable} instance @param {string} method @param {string} path @param {{ body?: unknown, cookie?: string }} [options] */
  async function ask(instance, method, path, { body, cookie } = {}) {
    const send = async () => {
      let session = cookie ?? founderCookies.get(instance.url);
      if (!session && cookie === undefined) {
        session = await signIn(instance.url, founder.email);
        founderCookies.set(instance.url, session);
      }
      return fetch(`${instance.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(session ? { Cookie: session } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    };
    try {
      let response = await send();
      // The founder's session may be one the other instance made while Redis was down.
      if (response.status === 401 && cookie === undefined) {
        founderCookies.delete(instance.url);
        response = await send();
      }
      return response;
    } catch {
      return null;
    }
  }
  return ask;
}
