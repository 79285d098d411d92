// A Mosquitto of a test's own (decision 069): on a free port, with deploy/mosquitto's
// configuration and ACL and a password file made by its make-passwords.sh for the portal's user
// and the tenants named; each user's password is read back from what the script prints.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connectAsync } from 'mqtt';
import { freePort } from './fleet/local-processes.ts';

const deployDir = resolve(import.meta.dirname, '../../../deploy/mosquitto');
export function hasMosquitto(): boolean {
  try {
    execFileSync('mosquitto', ['-h'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `mosquitto -h` exits 3 after printing its usage: it is there.
    return (error as { status?: number }).status === 3;
  }
}

export interface Broker {
  url: string;
  passwords: Record<string, string>;
  close(): void;
}

/** Mosquitto with the shipped configuration, its paths and port made this test's own. */
export async function startBroker(
  tenants: readonly string[] = ['demo', 'helios'],
): Promise<Broker> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-mosquitto-'));
  const printed = execFileSync(join(deployDir, 'make-passwords.sh'), [
    join(dir, 'passwd'),
    ...tenants,
  ]).toString();
  const passwords = Object.fromEntries(
    printed
      .trim()
      .split('\n')
      .map((line) => line.split(' ') as [string, string]),
  );
  writeFileSync(join(dir, 'acl'), readFileSync(join(deployDir, 'acl')));
  const port = await freePort();
  const config = readFileSync(join(deployDir, 'mosquitto.conf'), 'utf8')
    .replaceAll('/mosquitto/config/', `${dir}/`)
    .replace(/^listener 1883$/m, `listener ${port} 127.0.0.1`);
  // As root, Mosquitto would drop to its own user, who cannot read this test's files.
  writeFileSync(join(dir, 'mosquitto.conf'), `${config}\nuser ${process.env.USER ?? 'root'}\n`);
  const child: ChildProcess = spawn('mosquitto', ['-c', join(dir, 'mosquitto.conf')], {
    stdio: 'ignore',
  });
  const url = `mqtt://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const probe = await connectAsync(url, {
      username: 'demo',
      password: passwords.demo,
      connectTimeout: 500,
      reconnectPeriod: 0,
    }).catch(() => undefined);
    if (probe) {
      await probe.endAsync();
      break;
    }
    if (attempt > 50) throw new Error('mosquitto did not start');
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    passwords,
    close() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
