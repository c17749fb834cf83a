// A table of requests from a performance report (heaviest, render-blocking or slowest), each named
// by its file and host so long URLs stay readable, with the full address on hover.
import { formatBytes, TYPE_LABELS, type ResourceEntry } from '../performance/performance-summary';
import { ScrollRegion } from './scroll-region';
import { ToolTable } from './tool-table';

/** The file name and host of a URL, e.g. kitchen-banner.jpg and anandinteriors.in. */
export function urlParts(url: string): { file: string; host: string } {
  try {
    const parsed = new URL(url);
    const file = parsed.pathname.split('/').filter(Boolean).pop() ?? '/';
    return { file: decodeURIComponent(file), host: parsed.hostname.replace(/^www\./, '') };
  } catch {
    return { file: url, host: '' };
  }
}

const formatMs = (ms: number | undefined) =>
  ms === undefined ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

const COLUMNS = [
  { label: 'File' },
  { label: 'Type' },
  { label: 'Size', num: true },
  { label: 'Time', num: true },
];

export function ResourceTable({
  caption,
  resources,
}: {
  caption: string;
  resources: ResourceEntry[];
}) {
  return (
    <ScrollRegion label={caption}>
      <ToolTable caption={caption} columns={COLUMNS} className="tool-table resource-table">
        {resources.map((resource, index) => (
          <tr key={`${index}:${resource.url}`}>
            <th scope="row" className="resource-file" title={resource.url}>
              <span className="block">{urlParts(resource.url).file}</span>
              <span className="block text-xs text-muted">{urlParts(resource.url).host}</span>
            </th>
            <td>{TYPE_LABELS[resource.type]}</td>
            <td className="num">{formatBytes(resource.bytes)}</td>
            <td className="num">{formatMs(resource.durationMs)}</td>
          </tr>
        ))}
      </ToolTable>
    </ScrollRegion>
  );
}
