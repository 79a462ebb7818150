/**
 * The router's address as seen from outside React, so a listener can write the dashboard's
 * view into it. AddressBridge connects it while a page that owns the address is mounted.
 */
export type AddressPort = {
  search: () => string;
  go: (search: string, options: { replace: boolean }) => void;
};

let port: AddressPort | null = null;

export function connectAddress(next: AddressPort | null) {
  port = next;
}

/** The current query string ("?a=b" or ""), or null while no page owns the address. */
export const readAddressSearch = (): string | null => port?.search() ?? null;

/** Moves to the same path with this query string (without "?"). */
export function writeAddressSearch(search: string, options: { replace: boolean }) {
  port?.go(search ? `?${search}` : '', options);
}
