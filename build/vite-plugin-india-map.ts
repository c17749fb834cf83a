// Emits the map of India's base maps (build/india-map/india-map-files.ts) as static SVG files in
// the client build and serves them in development; the browser reads their addresses from the
// virtual:reachmark/india-map data modules, never their geometry (docs/decisions/0022-india-map.md).
import type { Plugin } from 'vite';
import { indiaMapFiles } from './india-map/india-map-files.ts';
import { svgFilesPlugin } from './vite-plugin-svg-files.ts';

export const indiaMapPlugin = (): Plugin =>
  svgFilesPlugin('reachmark:india-map', () => indiaMapFiles().files);
