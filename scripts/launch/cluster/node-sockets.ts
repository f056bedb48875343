import { METRICS_PATH } from '#shared/routes.ts';

/** How many participants' sockets a node holds now, from its own /metrics (with its METRICS_TOKEN). */
export async function participantSockets(nodeUrl: string, metricsToken: string): Promise<number> {
  const metrics = await fetch(`${nodeUrl}${METRICS_PATH}`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  }).then((response) => response.text());
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith('viberank_sockets{role="participant"}'));
  return Number(line?.split(' ').pop() ?? Number.NaN);
}
