import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx'

/**
 * Starts nginx with the production front (deploy/nginx/default.conf.template, rendered the way the nginx
 * image renders it) in front of an app server, as an unprivileged foreground process with everything it
 * writes in a temporary folder. Debian: `apt-get install nginx-light`.
 */
export async function startFrontCache(
  appUrl: string,
  port: number,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'front-cache-'))
  // Started as root, nginx's workers run as `nobody` and must reach the cache inside this folder.
  chmodSync(dir, 0o755)
  const values: Record<string, string> = {
    NGINX_PORT: `127.0.0.1:${port}`,
    APP_UPSTREAM: new URL(appUrl).host,
    NGINX_CACHE_DIR: path.join(dir, 'cache'),
  }
  const site = readFileSync(path.resolve('deploy/nginx/default.conf.template'), 'utf8').replace(
    /\$\{(\w+)\}/g,
    (whole, name: string) => {
      if (!(name in values)) throw new Error(`deploy/nginx/default.conf.template: no value for ${whole}`)
      return values[name]
    },
  )
  writeFileSync(path.join(dir, 'site.conf'), site)
  // What the nginx image's own nginx.conf provides around the site file.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes auto;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  )
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping it can never leave worker processes holding the port.
      detached: true,
    },
  )
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('error', (error) => (output += String(error)))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`nginx exited:\n${output}`)
    // nginx writes its pid file once it holds the port: only then is an answer on the port its own.
    try {
      if (!existsSync(path.join(dir, 'nginx.pid'))) throw new Error('not started yet')
      await fetch(`${url}/api/admin/check`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s:\n${output}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGQUIT')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      try {
        process.kill(-child.pid!, 'SIGKILL') // the group: master and workers, if any are left
      } catch {
        // all gone already
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
