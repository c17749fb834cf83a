// `npm run size`: prints the initial JavaScript and CSS (gzip) of one page of every template.
import { figuresPerTemplate, largestChunk } from './bundle-figures';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const rows = await figuresPerTemplate();
console.log(
  'template'.padEnd(20),
  'path'.padEnd(48),
  'js files',
  'js gzip'.padStart(10),
  'css gzip'.padStart(10),
);
for (const row of rows) {
  console.log(
    row.template.padEnd(20),
    row.path.padEnd(48),
    String(row.jsFiles).padStart(8),
    kb(row.jsGzip).padStart(10),
    kb(row.cssGzip).padStart(10),
  );
}
const home = rows.find((row) => row.path === '/');
if (home) console.log(`\nInitial JavaScript for /: ${kb(home.jsGzip)} gzip`);
const largest = await largestChunk();
console.log(`Largest chunk: ${largest.file} ${kb(largest.gzip)} gzip`);
