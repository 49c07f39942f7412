import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index.js';
import { COMMAND_TABLE } from '../src/commands/table.js';

// `gw` lists and dispatches from the light table (no command module imported before one runs): it must name every
// command, with the command's own summary, in the same order, and load that very command.
describe('the command table', () => {
  it('lists every command with its own name and summary, in order', () => {
    expect(COMMAND_TABLE.map((c) => [c.name, c.summary])).toEqual(COMMANDS.map((c) => [c.name, c.summary]));
  });

  it('loads each command it names', async () => {
    for (const [i, entry] of COMMAND_TABLE.entries()) expect(await entry.load()).toBe(COMMANDS[i]);
  });

  // Flags are parsed and help is printed from the table, before (and without) loading the command.
  it("holds each command's usage, options and positionals", () => {
    for (const [i, { load: _load, ...spec }] of COMMAND_TABLE.entries()) {
      const { run: _run, ...own } = COMMANDS[i]!;
      expect(spec).toEqual(own);
      expect(spec.options).toBe(own.options);
    }
  });
});
