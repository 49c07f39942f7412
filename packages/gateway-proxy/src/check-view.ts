import { decodeViewResponse, VIEW_NAMES, type ViewName } from '@gw/btcusd';

/**
 * BTC/USD protobuf views: a `metashrew_view` result is the hex of a protobuf message; decoding it with the generated
 * message of its view is the check (a result that does not decode is a violation). Other views are not protobuf.
 */
export function checkView(params: unknown, result: unknown): Array<{ view: string; message: string }> {
  if (!Array.isArray(params) || typeof params[0] !== 'string' || !(VIEW_NAMES as readonly string[]).includes(params[0])) return [];
  const view = params[0] as ViewName;
  if (typeof result !== 'string') return [{ view, message: 'a view result must be a 0x hex string' }];
  try {
    decodeViewResponse(view, result);
    return [];
  } catch (e) {
    return [{ view, message: (e as Error).message }];
  }
}
