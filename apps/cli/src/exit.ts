// The exit status of every `gw` command (README §The `gw` command line, "Exit status"; `gw --help` prints it).
export const EXIT_OK = 0;
/** A check found problems, or the work failed at run time (network, file system, a bad answer). */
export const EXIT_FAIL = 1;
/** The command was called wrongly: unknown command or flag, bad value, missing input or configuration. Nothing done. */
export const EXIT_USAGE = 2;
/** Refused by design: the seed marks the action unavailable or not shown. Nothing built or sent. */
export const EXIT_REFUSED = 3;

export const EXIT_TABLE: Array<[number, string]> = [
  [EXIT_OK, 'success'],
  [EXIT_FAIL, 'a check found problems, or a run-time failure (network, file system, an answer that does not match)'],
  [EXIT_USAGE, 'usage error: unknown command or flag, bad value, missing input path, key or base URL; nothing was done'],
  [EXIT_REFUSED, 'refused by design: the seeds mark the action unavailable or not shown; nothing was built or sent'],
];
