// Raw HTTP helpers for tests: node fetch against the local gateway, no generated client in between.
export async function rpc(base: string, path: string, method: string, params?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method, ...(params !== undefined ? { params } : {}), id: 7 }),
  });
  return { status: res.status, source: res.headers.get('x-gw-source'), ...(await res.json()) };
}

export async function get(base: string, path: string): Promise<{ status: number; type: string; text: string; json: any }> {
  const res = await fetch(`${base}${path}`);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, json };
}

export async function post(base: string, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}
