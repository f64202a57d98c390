import { connect } from 'node:net';
import type { LoginServerAddress } from '../game/settings.ts';

/** How long the probe waits for the login server to accept (name lookup included). */
const PROBE_TIMEOUT_MS = 1500;

/**
 * Whether the game's login server accepts a TCP connection within `timeoutMs`: connect, then close at once
 * without sending a byte, so the server sees a client that left (as a player's launcher that gave up does).
 * Never rejects: refused, unreachable, unknown name and too slow are all "no".
 */
export function probeLoginServer(
  address: LoginServerAddress,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address.host, port: address.port });
    let settled = false;
    const finish = (accepted: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(accepted);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}
