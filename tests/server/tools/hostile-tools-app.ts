// The site server with the tools API as the hostile-client tests run it: on an ephemeral loopback
// port, trusting X-Forwarded-For from loopback (so each request names its visitor, IPv6 networks
// included), with the tools allowed to fetch the test sites at `localhost:<port>`.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { createToolsService, type ToolsServiceOptions } from '../../../server/tools/tools-service';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { makeFixtureDist } from '../fixture-dist';
import { loopbackResolver } from './loopback-server';

export async function listenWithTools(
  sitePorts: number[],
  options: ToolsServiceOptions,
): Promise<{ app: FastifyInstance; port: number }> {
  const tools = createToolsService({
    config: readToolsConfig({
      TOOLS_ALLOW_HOSTS: sitePorts.map((port) => `localhost:${port}`).join(','),
    }),
    resolve: loopbackResolver({ localhost: ['127.0.0.1'] }),
    ...options,
  });
  const app = await buildApp({
    distDir: makeFixtureDist(),
    trustProxy: ['127.0.0.1'],
    extend: tools.register,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}
