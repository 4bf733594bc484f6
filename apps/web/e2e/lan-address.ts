import os from 'node:os';

/** This machine's first non-loopback IPv4 address (eth0's, say), if it has one: where another computer on the network reaches it. */
export const LAN_ADDRESS = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
