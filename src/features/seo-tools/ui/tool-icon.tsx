// The free SEO tools in the order the site lists them, and the icon each shows on cards.
import { Columns3, Gauge, KeyRound, ListChecks, ScanSearch, type LucideIcon } from 'lucide-react';

export const TOOL_IDS = [
  'tool:seo-analyzer',
  'tool:seo-audit-tool',
  'tool:keyword-planner',
  'tool:page-speed',
  'tool:competitor-analysis',
] as const;

export type ToolId = (typeof TOOL_IDS)[number];

const ICONS: Record<ToolId, LucideIcon> = {
  'tool:seo-analyzer': ScanSearch,
  'tool:seo-audit-tool': ListChecks,
  'tool:keyword-planner': KeyRound,
  'tool:page-speed': Gauge,
  'tool:competitor-analysis': Columns3,
};

export function ToolIcon({ id }: { id: ToolId }) {
  const Icon = ICONS[id];
  return (
    <span className="tool-icon" aria-hidden="true">
      <Icon width={24} height={24} />
    </span>
  );
}
