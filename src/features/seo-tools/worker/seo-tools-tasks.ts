// The jobs the SEO tools' Web Worker runs, typed by kind, and the dispatcher that runs one. The same
// dispatcher runs on the main thread when no worker is available, so results never differ.
import { analyzeHtml, type PageReport } from '../analysis/html-analysis';
import type { AnalyzeOptions } from '../analysis/page-measures';
import type { AddressFacts } from '../analysis/checks-address';
import { auditSite, type AuditPageInput, type SiteAudit } from '../analysis/site-audit';
import {
  comparePages,
  type ComparisonPageInput,
  type ComparisonResult,
} from '../analysis/competitor-comparison';
import {
  generateKeywordIdeas,
  type KeywordGroup,
  type KeywordIdeasInput,
} from '../keywords/keyword-ideas';
import { analyzeHar, analyzeLighthouseReport } from '../performance/performance-report';
import type { PerformanceResult } from '../performance/performance-summary';

export interface SeoToolTasks {
  analyze: {
    payload: { html: string; fetched?: AddressFacts } & AnalyzeOptions;
    result: PageReport;
  };
  audit: { payload: { pages: AuditPageInput[]; siteOrigin?: string }; result: SiteAudit };
  compare: { payload: { pages: ComparisonPageInput[] }; result: ComparisonResult };
  keywords: { payload: KeywordIdeasInput; result: KeywordGroup[] };
  /** `json` may be the file's text: parsing a multi-megabyte report then happens off the main thread. */
  lighthouse: { payload: { json: unknown }; result: PerformanceResult };
  har: { payload: { json: unknown }; result: PerformanceResult };
}

export type SeoToolKind = keyof SeoToolTasks;
export type TaskPayload<K extends SeoToolKind> = SeoToolTasks[K]['payload'];
export type TaskResult<K extends SeoToolKind> = SeoToolTasks[K]['result'];

export type WorkerRequest = {
  [K in SeoToolKind]: { id: number; kind: K; payload: TaskPayload<K> };
}[SeoToolKind];
export type WorkerResponse = { id: number; result: unknown } | { id: number; error: string };

const RUNNERS: { [K in SeoToolKind]: (payload: TaskPayload<K>) => TaskResult<K> } = {
  analyze: ({ html, url, siteOrigin, fetched }) => analyzeHtml(html, { url, siteOrigin }, fetched),
  audit: ({ pages, siteOrigin }) => auditSite(pages, { siteOrigin }),
  compare: ({ pages }) => comparePages(pages),
  keywords: (input) => generateKeywordIdeas(input),
  lighthouse: ({ json }) => analyzeLighthouseReport(json),
  har: ({ json }) => analyzeHar(json),
};

export const SEO_TOOL_KINDS = Object.keys(RUNNERS) as SeoToolKind[];

export function isSeoToolKind(value: unknown): value is SeoToolKind {
  return typeof value === 'string' && (SEO_TOOL_KINDS as string[]).includes(value);
}

export function runTask<K extends SeoToolKind>(kind: K, payload: TaskPayload<K>): TaskResult<K> {
  const runner = RUNNERS[kind] as (payload: TaskPayload<K>) => TaskResult<K>;
  return runner(payload ?? ({} as TaskPayload<K>));
}

/** Answers one message as the worker does: never throws, and names the request it answers. */
export function handleWorkerMessage(data: unknown): WorkerResponse {
  const message = (typeof data === 'object' && data !== null ? data : {}) as Partial<WorkerRequest>;
  const id = typeof message.id === 'number' ? message.id : -1;
  if (!isSeoToolKind(message.kind)) return { id, error: `Unknown task "${String(message.kind)}".` };
  try {
    return {
      id,
      result: runTask(message.kind, message.payload as TaskPayload<typeof message.kind>),
    };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : 'The analysis failed.' };
  }
}
