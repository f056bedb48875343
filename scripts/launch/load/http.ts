import http from 'node:http';

export type JsonResponse = {
  status: number;
  body: unknown;
  retryAfter: string | undefined;
  /** The answer's `Server-Timing` header, if it has one. */
  serverTiming?: string | undefined;
};

/** No bench request waits longer than this for its answer. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A lean keep-alive JSON client, so the client's own cost (fetch is heavier)
 * weighs as little as possible on the server figures.
 */
export class BenchHttp {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  private readonly localAddress: string | undefined;

  /** `localAddress`: the loopback address to send from (many clients, one server port). */
  constructor(baseUrl: string, maxSockets = 16, localAddress?: string) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
    this.localAddress = localAddress;
  }

  request(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<JsonResponse> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.host,
          port: this.port,
          method,
          path,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            try {
              resolve({
                status: res.statusCode ?? 0,
                body: text ? JSON.parse(text) : undefined,
                retryAfter: res.headers['retry-after'],
                serverTiming: [res.headers['server-timing'] ?? []].flat().join(', ') || undefined,
              });
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`${method} ${path}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
