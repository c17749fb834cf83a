// The Dockerfile, kept honest without Docker (none runs where this project is developed): parsed
// with dockerfile-ast, its stages must build from the lock file on node:20-slim and end in an image
// with production dependencies only, an unprivileged user, Chromium and a HEALTHCHECK on /readyz;
// then its final stage is rehearsed in a temporary directory laid out as its COPY steps lay out
// /app: the server compiled by the build:server script the build stage runs imports only packages
// of `dependencies`, starts with the image's CMD and ENV, and the image's HEALTHCHECK command passes
// against it, then fails once SIGTERM has made /readyz answer 503.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixtureDist } from '../server/fixture-dist';
import { execForm, readStages, type Stage, type Step } from './dockerfile-stages';

const root = fileURLToPath(new URL('../..', import.meta.url));
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const run = promisify(execFile);

const stages = readStages();
const final = stages.at(-1) as Stage;
const runs = (stage: Stage) => stage.steps.filter((step) => step.keyword === 'RUN');
const only = (stage: Stage, keyword: string): Step[] =>
  stage.steps.filter((step) => step.keyword === keyword);
const installsAll = (step: Step) => /\bnpm ci\b(?![^&]*--omit=dev)/.test(step.text);
const installsProduction = (step: Step) => /\bnpm ci\b[^&]*--omit=dev/.test(step.text);
const stageNamed = (name: string | undefined) => stages.find((stage) => stage.name === name);
const buildStage = stages.find((stage) =>
  runs(stage).some((step) => step.text.includes('npm run build:server')),
);

describe('the Dockerfile', () => {
  it('is built in stages, each from node:20-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.map((stage) => stage.image)).toEqual(stages.map(() => 'node:20-slim'));
  });

  it('builds the site and compiles the server after npm ci from the lock file', () => {
    expect(buildStage).toBeDefined();
    const steps = buildStage?.steps ?? [];
    const lockCopied = steps.findIndex(
      (step) => step.keyword === 'COPY' && /\bpackage-lock\.json\b/.test(step.text),
    );
    const installed = steps.findIndex((step) => step.keyword === 'RUN' && installsAll(step));
    const built = steps.findIndex((step) => /\bnpm run build\b(?!:)/.test(step.text));
    expect(lockCopied).toBeGreaterThanOrEqual(0);
    expect(installed).toBeGreaterThan(lockCopied);
    expect(built).toBeGreaterThan(installed);
    for (const script of ['build', 'build:server'])
      expect(packageJson.scripts[script]).toBeTruthy();
  });

  it('gives the final image the production dependencies only', () => {
    const copies = only(final, 'COPY');
    const modules = copies.filter((step) => /node_modules/.test(step.text));
    expect(modules).toHaveLength(1);
    const source = stageNamed(modules[0]?.from);
    expect(source && runs(source).some(installsProduction)).toBe(true);
    expect(source && runs(source).some(installsAll)).toBe(false);
    expect(runs(final).filter((step) => /\bnpm (ci|install|i)\b/.test(step.text))).toEqual([]);
    // From the build: the site, the compiled server and package.json (its "type": "module").
    expect(
      copies
        .filter((step) => step.from === buildStage?.name)
        .map((step) => step.text.split(/\s+/).at(-1)),
    ).toEqual(['./package.json', './dist', './dist-node']);
  });

  it('runs as an unprivileged user', () => {
    const users = only(final, 'USER').map((step) => step.text.trim());
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const userAt = final.steps.findLastIndex((step) => step.keyword === 'USER');
    const cmdAt = final.steps.findIndex((step) => step.keyword === 'CMD');
    expect(userAt).toBeLessThan(cmdAt);
  });

  it('checks its health on /readyz with node, as the slim image has no curl', () => {
    const [healthcheck, ...more] = only(final, 'HEALTHCHECK');
    expect(more).toEqual([]);
    const command = execForm(healthcheck as Step);
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain('/readyz');
    expect(command.join(' ')).not.toMatch(/\b(curl|wget)\b/);
  });

  it('starts the compiled server as npm start does, without building', () => {
    const [cmd] = only(final, 'CMD');
    const started = packageJson.scripts.start?.split('&&').at(-1)?.trim().split(/\s+/);
    expect(execForm(cmd as Step)).toEqual(started);
    const env = Object.assign({}, ...only(final, 'ENV').map((step) => step.env)) as Record<
      string,
      string
    >;
    expect(env).toMatchObject({ NODE_ENV: 'production', SKIP_BUILD: '1' });
  });

  it("installs Debian's Chromium for local Lighthouse runs, without recommends or apt lists", () => {
    const install = runs(final).find((step) => /apt-get install/.test(step.text));
    expect(install?.text).toMatch(/--no-install-recommends[^&]*\bchromium\b/);
    expect(install?.text).toContain('rm -rf /var/lib/apt/lists/*');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("the final stage rehearsed without Docker, laid out as the image's /app", () => {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-image-'));
  const compiled = path.join(app, 'dist-node');
  const metafile = path.join(app, 'meta.json');

  beforeAll(async () => {
    // The build stage's compile step, as package.json spells it, writing here.
    const script = packageJson.scripts['build:server'] ?? '';
    expect(script).toContain('--outdir=dist-node');
    expect(script).toMatch(/^tsx\s/);
    const args = script
      .replace(/^tsx\s+/, '')
      .replace('--outdir=dist-node', `--outdir=${compiled}`)
      .split(/\s+/);
    await run(path.join(root, 'node_modules/.bin/tsx'), [...args, `--metafile=${metafile}`], {
      cwd: root,
    });
    const layout: Record<string, () => void> = {
      './node_modules': () =>
        fs.symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules')),
      './package.json': () =>
        fs.copyFileSync(path.join(root, 'package.json'), path.join(app, 'package.json')),
      './dist': () => fs.symlinkSync(makeFixtureDist(), path.join(app, 'dist')),
      './dist-node': () => undefined,
    };
    for (const copy of only(final, 'COPY')) {
      const target = copy.text.split(/\s+/).at(-1) ?? '';
      const place = layout[target];
      if (!place) throw new Error(`No rehearsal for the image's ${target}`);
      place();
    }
  }, 120_000);
  afterAll(() => fs.rmSync(app, { recursive: true, force: true }));

  it('imports at run time only packages that `npm ci --omit=dev` installs', () => {
    const meta = JSON.parse(fs.readFileSync(metafile, 'utf8')) as {
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const packages = new Set(
      Object.values(meta.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !isBuiltin(entry.path))
        .map((entry) =>
          entry.path
            .split('/')
            .slice(0, entry.path.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    expect(packages.size).toBeGreaterThan(5);
    expect([...packages].filter((name) => !(name in packageJson.dependencies))).toEqual([]);
  });

  it('starts with its CMD and ENV, passes its HEALTHCHECK, and fails it once stopping', async () => {
    const port = await freePort();
    const env = {
      ...Object.assign({}, ...only(final, 'ENV').map((step) => step.env)),
      PATH: process.env.PATH,
      HOME: app,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '3000',
    } as NodeJS.ProcessEnv;
    const [command = '', ...args] = execForm(only(final, 'CMD')[0] as Step);
    const node = (name: string) => (name === 'node' ? process.execPath : name);
    const server = spawn(node(command), args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await Promise.race([
        new Promise<void>((resolve) =>
          server.stdout.on('data', () => output.includes('is serving on') && resolve()),
        ),
        exited.then((code) => Promise.reject(new Error(`exited ${code}:\n${output}`))),
      ]);
      const [check = '', ...checkArgs] = execForm(only(final, 'HEALTHCHECK')[0] as Step);
      const healthcheck = () =>
        run(node(check), checkArgs, { env, timeout: 10_000 }).then(
          () => 0,
          (error: { code?: number }) => error.code ?? -1,
        );
      expect(await healthcheck()).toBe(0);
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await healthcheck()).toBe(1);
      expect(await exited).toBe(0);
      // The embedded database went where the image's data directory is.
      expect(fs.existsSync(path.join(app, 'data', 'leads', 'pglite'))).toBe(true);
    } finally {
      server.kill('SIGKILL');
    }
  }, 240_000);
});
