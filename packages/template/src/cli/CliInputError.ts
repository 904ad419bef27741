/**
 * A file or argument the CLI cannot use: a missing or unreadable file, data that is not JSON, a
 * locale or time zone `Intl` does not know. Its message is the whole one-line report.
 */
export class CliInputError extends Error {
  override readonly name = 'CliInputError';
}
