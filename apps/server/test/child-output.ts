// What a child process printed and how it ended, for tests that run a script as an operator does
// (scripts/tenant.ts and others) without blocking the event loop the script may call back into.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';

export interface ChildOutput {
  status: number | null;
  stdout: string;
  stderr: string;
}

export async function outputOf(child: ChildProcessWithoutNullStreams): Promise<ChildOutput> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const [status] = (await once(child, 'close')) as [number | null];
  return { status, stdout, stderr };
}
