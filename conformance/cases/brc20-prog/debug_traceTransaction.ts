import { assert, defineCase } from '../../src/case.js';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;
const HEX = /^0x[0-9a-fA-F]*$/;

/** A geth callTracer frame (spec CallTrace): type, from, gas, gasUsed and input always; nested calls are frames. */
function callFrame(f: unknown, at: string): void {
  assert(f !== null && typeof f === 'object' && !Array.isArray(f), `${at || 'the trace'} is not a call frame object`, { pointer: at });
  const x = f as Record<string, unknown>;
  assert(typeof x.type === 'string' && x.type !== '', `${at}/type must be the call type (CALL, CREATE, ...)`, { pointer: `${at}/type` });
  assert(typeof x.from === 'string' && ADDRESS.test(x.from), `${at}/from must be an address`, { pointer: `${at}/from` });
  for (const k of ['gas', 'gasUsed'])
    assert(typeof x[k] === 'string' && QUANTITY.test(x[k] as string), `${at}/${k} must be a 0x quantity`, { pointer: `${at}/${k}` });
  assert(typeof x.input === 'string' && HEX.test(x.input), `${at}/input must be 0x hex`, { pointer: `${at}/input` });
  if (x.calls !== undefined) {
    assert(Array.isArray(x.calls), `${at}/calls must be an array of frames`, { pointer: `${at}/calls` });
    x.calls.forEach((c, i) => callFrame(c, `${at}/calls/${i}`));
  }
}

export default defineCase({
  surface: 'brc20-prog',
  operation: 'debug_traceTransaction',
  rules: [
    {
      // Seed 002: [tx hash, {tracer: callTracer}]; null when the transaction is unknown or no trace was recorded. Other
      // tracers (and no options: the opcode logger) answer their own formats, which execution-apis leaves open.
      name: 'null, or a call frame when callTracer was asked',
      check: (data, { fixture }) => {
        if (data === null) return;
        const params = (fixture?.request.body as { params?: unknown[] } | undefined)?.params;
        const options = params?.[1] as { tracer?: unknown } | undefined;
        if (options?.tracer === 'callTracer') callFrame(data, '');
      },
    },
  ],
});
