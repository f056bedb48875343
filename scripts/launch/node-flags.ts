/**
 * How Node.js runs the server bundle, wherever it is started: `npm start`,
 * the cluster's nodes, the README's systemd unit, the benches (and their raw
 * baselines, alike). Source maps, for stack traces that name our files; and
 * V8's young generation held at 2 MiB a half: left to itself it grows to
 * 16 MiB a half while thousands of phones join, and keeps it, about 4 KiB
 * per connected phone on a node of 10,000, for no gain in speed here
 * (decision 051).
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--enable-source-maps',
  '--max-semi-space-size=2',
];
