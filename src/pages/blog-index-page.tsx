// The blog-index template: renders a registry page of this family.
import { PageIntro } from '../components/page-intro';
import { descriptions } from 'virtual:page-descriptions/blog-index';
import type { TemplateProps } from './template-props';

export default function BlogIndexPage({ page }: TemplateProps) {
  return <PageIntro page={page} intro={<p>{descriptions[page.id]}</p>} />;
}
