import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** Issue 15: the new security settings are read and validated, errors naming the variable. */
describe('security configuration', () => {
  it('reads TRUST_PROXY as a number of hops (true is one)', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the refused webhook ranges and the socket caps', () => {
    const config = loadConfig({ WEBHOOK_REFUSED_CIDRS: '10.20.0.0/16, 2001:db8:1::/48, 192.0.2.7', SOCKETS_PER_ADDRESS: '8', SOCKET_BACKLOG_BYTES: '65536', SOCKET_STALL_MS: '5000' });
    expect(config.webhookRefusedCidrs).toHaveLength(3);
    expect([config.socketsPerAddress, config.socketBacklogBytes, config.socketStallMs]).toEqual([8, 65536, 5000]);
    expect(() => loadConfig({ WEBHOOK_REFUSED_CIDRS: '10.0.0.0/33' })).toThrow(/WEBHOOK_REFUSED_CIDRS: 10.0.0.0\/33/);
    expect(() => loadConfig({ SOCKETS_PER_ADDRESS: '0' })).toThrow(/SOCKETS_PER_ADDRESS/);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
});
