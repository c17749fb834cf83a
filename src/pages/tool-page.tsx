// The tool template: renders a registry page of this family.
import { PageIntro } from '../components/page-intro';
import { descriptions } from 'virtual:page-descriptions/tool';
import type { TemplateProps } from './template-props';

export default function ToolPage({ page }: TemplateProps) {
  return <PageIntro page={page} intro={<p>{descriptions[page.id]}</p>} />;
}
