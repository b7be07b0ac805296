import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A server in a process of its own (`node --import tsx src/main.ts`), configured by environment
 * variables, for tests that kill it or run two of them.
 */
export class ServerProcess {
  readonly output: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** `serverDir`: another checkout's apps/server (benchmarks comparing with a baseline). */
  static start(env: Record<string, string>, timeoutMs = 45_000, serverDir = SERVER_DIR): Promise<ServerProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', RATE_SOCKET_PER_SECOND: '10000', SOCKETS_PER_ADDRESS: '100000', RATE_CONNECT_PER_MINUTE: '1000000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    return new Promise<ServerProcess>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`server did not start:\n${lines.join('\n')}`));
      }, timeoutMs);
      let buffer = '';
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString();
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          lines.push(line);
          if (lines.length > 2000) lines.shift();
          if (line.includes('"server listening"')) {
            clearTimeout(timer);
            const server = new ServerProcess(child, Number(JSON.parse(line).port));
            server.output.push(...lines);
            child.stdout?.off('data', onData);
            child.stdout?.on('data', (c: Buffer) => server.output.push(c.toString()));
            child.stderr?.on('data', (c: Buffer) => server.output.push(c.toString()));
            resolve(server);
          }
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (c: Buffer) => lines.push(c.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`));
      });
    });
  }

  /** Sends a signal and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.child.exitCode;
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.kill(signal);
    return exited;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}
