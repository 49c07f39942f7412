// How to call one operation from its generated client: the package, the factory and the method name (named by the
// same functions codegen uses), and a short code sample with the base URL from configuration and the key from the
// environment.
import { clientFactoryName, clientMethodName } from '@gw/codegen/naming';
import { asArr, asObj, deref, type RenderCtx } from './ctx.js';
import { esc } from './html.js';

/** The auth mode a sample shows: key in the path when the surface takes it, else the first mode it lists. */
function sampleAuth(modes: string[]): string {
  if (modes.includes('path') || modes.length === 0) return `{ mode: 'path', apiKey: process.env.GW_API_KEY! }`;
  if (modes.includes('header')) return `{ mode: 'header', apiKey: process.env.GW_API_KEY! }`;
  return `{ mode: '${modes[0]}' }`;
}

/** The argument of the sample call: an OpenRPC example's params when the spec has one, else a placeholder. */
function rpcArgument(ctx: RenderCtx, method: Record<string, unknown>): string {
  const byPosition = method.paramStructure === 'by-position';
  const example = asArr(method.examples)[0];
  if (example !== undefined) {
    const params = asArr(asObj(deref(ctx, example).node).params).map((p) => asObj(deref(ctx, p).node));
    const json = byPosition ? JSON.stringify(params.map((p) => p.value)) : JSON.stringify(Object.fromEntries(params.map((p) => [String(p.name), p.value])));
    return json;
  }
  if (asArr(method.params).length === 0) return '';
  return byPosition ? '[/* params, see Params */]' : '{ /* params, see Params */ }';
}

function restArgument(op: Record<string, unknown>, shared: unknown[]): string {
  return asArr(op.parameters).length + shared.length === 0 && op.requestBody === undefined ? '' : '{ /* input, see Parameters and Request body */ }';
}

function sample(ctx: RenderCtx, wireName: string, argument: string): string {
  const surface = asObj(ctx.doc['x-gw-surface']);
  const surfaceName = String(surface.name ?? '');
  const pkg = `@gw/${String(surface.package ?? surfaceName)}`;
  const factory = clientFactoryName(surfaceName);
  const method = clientMethodName(wireName);
  const network = asArr(surface.networks).map(String)[0] ?? 'mainnet';
  const code = [
    `import { createGateway } from '@gw/runtime';`,
    `import { ${factory} } from '${pkg}';`,
    '',
    `const gw = createGateway({`,
    `  network: '${network}',`,
    `  baseUrl: process.env.GW_${network.toUpperCase()}_BASE_URL, // configuration: no host is built in`,
    `  auth: ${sampleAuth(asArr(surface.auth).map(String))},`,
    `});`,
    `const { data, meta } = await ${factory}(gw).${method}(${argument});`,
  ].join('\n');
  return [
    `<div class="client-sample" data-client-method="${esc(method)}">`,
    `<p class="client">client <code>${esc(factory)}(gw).${esc(method)}()</code> in <code>${esc(pkg)}</code></p>`,
    `<pre class="code">${esc(code)}</pre>`,
    '</div>',
  ].join('');
}

/** The client block of an OpenRPC method. */
export const rpcClientSample = (ctx: RenderCtx, method: Record<string, unknown>, name: string): string => sample(ctx, name, rpcArgument(ctx, method));

/** The client block of an OpenAPI operation (only operations with an operationId have a client method). */
export const restClientSample = (ctx: RenderCtx, op: Record<string, unknown>, shared: unknown[]): string =>
  typeof op.operationId === 'string' ? sample(ctx, op.operationId, restArgument(op, shared)) : '';
