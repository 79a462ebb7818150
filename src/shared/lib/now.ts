/**
 * The one place the app reads the time besides the calendar (features/clock, which holds today and
 * the month as state): the timestamp a change is stamped with, the "now" a rule is read at, an id
 * made of the time. Lint allows `new Date()` and `Date.now()` nowhere else in src/, so a test
 * fixes every one of them with fake timers, and a reader finds them all here.
 */
export const timeNow = (): Date => new Date();

/** Now as an ISO timestamp: what `lastUpdated` and a version's time hold. */
export const isoNow = (): string => timeNow().toISOString();

/** Now in milliseconds since 1970, for an id or a wait. */
export const msNow = (): number => Date.now();
