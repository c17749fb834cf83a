// The awards page: the awards, partner statuses and certifications from the business facts that
// may be shown (in a production build only those with evidence, each with its link or document
// reference), or a plain statement that nothing unverifiable is shown; then how a visitor can check
// any agency's credentials at the source.
import { Award as AwardIcon, BadgeCheck, Handshake } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { ClaimCard } from '../components/content/claim-card';
import { CtaBand } from '../components/content/cta-band';
import { figure } from 'virtual:company-figures/awards';
import { credentialChecks } from '../content/company/credential-checks';
import { businessFacts } from '../../shared/facts/business-facts';
import { shownClaims } from '../../shared/facts/claim-evidence';
import { proposalPromise } from '../../shared/facts/promise-phrases';
import type { ClaimKind } from '../../shared/facts/facts-schema';
import { descriptions } from 'virtual:reachmark/page-descriptions/awards';
import type { TemplateProps } from '../site/loading/template-props';

interface Group {
  kind: ClaimKind;
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
      'Statuses the platforms grant to agencies that meet their requirements for certified staff, spend managed and account quality.',
    icon: Handshake,
  },
  {
    kind: 'certification',
    heading: 'Certifications',
    intro: 'Individual and company certifications, renewed on the schedule each issuer sets.',
    icon: BadgeCheck,
  },
];

export default function AwardsPage({ page }: TemplateProps) {
  const claims = shownClaims(businessFacts.claims, import.meta.env.PROD);
  const filled = groups
    .map((group) => ({
      ...group,
      items: claims.filter((claim) => claim.kind === group.kind).sort((a, b) => b.year - a.year),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Recognition"
        intro={<p>{descriptions[page.id]}</p>}
        figure={figure}
      />
      {filled.length === 0 && (
        <section className="section" aria-labelledby="awards-policy">
          <h2 id="awards-policy" className="section-title">
            Only what you can check
          </h2>
          <p className="mt-3 max-w-3xl text-muted">{credentialChecks.nothingToShow}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <PageLink to="case-studies" className="btn btn-secondary">
              Read the case studies
            </PageLink>
            <PageLink to="testimonials" className="btn btn-secondary">
              Read client testimonials
            </PageLink>
          </div>
        </section>
      )}
      {filled.map((group) => (
        <section key={group.kind} className="section" aria-labelledby={`awards-${group.kind}`}>
          <h2 id={`awards-${group.kind}`} className="section-title">
            {group.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-muted">{group.intro}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {group.items.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} icon={group.icon} />
            ))}
          </ul>
        </section>
      ))}
      <section className="section" aria-labelledby="awards-checks">
        <h2 id="awards-checks" className="section-title">
          {credentialChecks.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-muted">{credentialChecks.intro}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {credentialChecks.checks.map((check) => (
            <li key={check.title} className="card">
              <h3 className="text-lg font-semibold">{check.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{check.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        title="Judge us on results"
        text={`Tell us what you want to grow. You will get a proposal with INR pricing ${proposalPromise}, with the results we expect and how we will measure them.`}
      />
    </>
  );
}
