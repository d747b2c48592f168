import { createServer } from 'node:net';

/** A TCP port on loopback that nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port on 127.0.0.1'))));
    });
  });
}

/** Whether tests must fail rather than skip when a service binary is missing (CI=true). */
export const servicesRequired = (): boolean => process.env.CI === 'true';
