/** A refusal to start (or to run a command) that the command line prints as it is, without a stack trace. */
export class SetupError extends Error {}

/** A mistake in the command line itself: printed with a pointer to --help. */
export class UsageError extends SetupError {}
