// A refusal the CLI states in words and exits with status 2 for: bad usage, input it cannot read or judge.
export class CliError extends Error {}
