// The awards page: platform partnerships, team certifications and industry awards, grouped by kind,
// each with what it recognises and a link to the related service or case study.
import { Award as AwardIcon, BadgeCheck, Handshake } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { awards } from '../content/company/awards';
import type { Award } from '../content/company/schema';
import { descriptions } from 'virtual:page-descriptions/awards';
import type { TemplateProps } from './template-props';

interface Group {
  kind: Award['kind'];
  heading: string;
  intro: string;
  icon: LucideIcon;
}

const groups: Group[] = [
  {
    kind: 'award',
    heading: 'Industry awards',
    intro: 'Shortlists judged by independent juries on results our clients agreed to share.',
    icon: AwardIcon,
  },
  {
    kind: 'partnership',
    heading: 'Platform partnerships',
    intro:
      'Statuses the platforms grant to agencies that meet their requirements for certified staff, spend managed and account quality. They give our clients access to partner support teams and beta features.',
    icon: Handshake,
  },
  {
    kind: 'certification',
    heading: 'Certifications',
    intro: 'Individual and company certifications, renewed on the schedule each issuer sets.',
    icon: BadgeCheck,
  },
];

const relatedLabel = (pageId: string): string =>
  pageId.startsWith('case-study:') ? 'Case study:' : 'Service:';

export default function AwardsPage({ page }: TemplateProps) {
  return (
    <>
      <PageIntro page={page} eyebrow="Recognition" intro={<p>{descriptions[page.id]}</p>} />
      {groups.map((group) => {
        const items = awards
          .filter((award) => award.kind === group.kind)
          .sort((a, b) => b.year - a.year);
        const Icon = group.icon;
        return (
          <section key={group.kind} className="section" aria-labelledby={`awards-${group.kind}`}>
            <h2 id={`awards-${group.kind}`} className="section-title">
              {group.heading}
            </h2>
            <p className="mt-3 max-w-3xl text-muted">{group.intro}</p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {items.map((award) => (
                <li key={award.id} className="card flex flex-col gap-3">
                  <div className="flex items-start justify-between gap-3">
                    <span className="rm-icon-tile" aria-hidden="true">
                      <Icon size={20} />
                    </span>
                    <span className="text-sm font-semibold text-muted">{award.year}</span>
                  </div>
                  <h3 className="text-lg font-semibold">{award.name}</h3>
                  <p className="text-sm font-medium text-accent">{award.issuer}</p>
                  <p>
                    <span className="rm-tag">{award.status}</span>
                  </p>
                  <p className="flex-1 text-sm leading-6 text-muted">{award.recognises}</p>
                  {award.pageId && (
                    <p className="text-sm">
                      {relatedLabel(award.pageId)}{' '}
                      <PageLink to={award.pageId} className="link font-semibold" />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <CtaBand
        title="Work with a certified team"
        text="Every specialist on your account holds current platform certifications. Tell us what you want to grow and get a proposal in INR within two working days."
      />
    </>
  );
}
