// The careers page: open roles (responsibilities and requirements expand on request) with an email
// application link per role, how to apply, the hiring process and benefits. The first roles stay open
// and the rest fold under one line, as do the benefits' and the steps' texts (fold.tsx,
// titled-folds.tsx), so a phone scans the page in seven screens.
import { Briefcase, Clock, IndianRupee, Mail, MapPin, ShieldAlert } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { Fold } from '../components/content/fold';
import { TitledFolds } from '../components/content/titled-folds';
import { figure } from 'virtual:company-figures/careers';
import { site } from '../../shared/site';
import { careers, roleLocation } from '../content/company/careers';
import type { OpenRole } from '../content/company/schema';
import type { TemplateProps } from '../site/loading/template-props';

/** How many open roles stay open above the fold of the rest. */
const OPEN_ROLES = 4;

const applyHref = (subject: string): string =>
  `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;

function RoleList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The facts under a role's title, each with its icon and, for screen readers, its name. */
const roleFacts = (role: OpenRole) => [
  { Icon: Briefcase, label: 'Team', value: role.team },
  { Icon: MapPin, label: 'Location', value: roleLocation(role) },
  { Icon: IndianRupee, label: 'Pay', value: role.salary },
  { Icon: Clock, label: 'Experience', value: role.experience },
];

function RoleCard({ role }: { role: OpenRole }) {
  return (
    <li className="card" id={role.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold">{role.title}</h3>
        <span className="rm-tag">{role.type}</span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
        {roleFacts(role).map(({ Icon, label, value }) => (
          <li key={label} className="flex items-center gap-1.5">
            <Icon size={16} aria-hidden="true" />
            <span className="sr-only">{`${label}: `}</span>
            {value}
          </li>
        ))}
      </ul>
      <p className="mt-4 leading-7">{role.summary}</p>
      <details className="rm-role-details mt-4">
        <summary>Responsibilities and requirements</summary>
        <div className="grid gap-6 pt-4 md:grid-cols-2">
          <RoleList title="What you will do" items={role.responsibilities} />
          <div className="space-y-6">
            <RoleList title="What you need" items={role.requirements} />
            <RoleList title="Good to have" items={role.niceToHave} />
          </div>
        </div>
      </details>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        <a href={applyHref(role.applySubject)} className="btn btn-primary">
          <Mail size={16} aria-hidden="true" />
          Apply by email<span className="sr-only">: {role.title}</span>
        </a>
        <p className="text-sm text-muted">
          Subject line: <span className="font-medium text-ink">{role.applySubject}</span>
        </p>
      </div>
    </li>
  );
}

export default function CareersPage({ page }: TemplateProps) {
  const { howToApply, hiringProcess, benefits, roles } = careers;
  return (
    <>
      <PageIntro
        page={page}
        eyebrow={`${roles.length} open roles`}
        intro={<p>{careers.intro}</p>}
        figure={figure}
      >
        <a href="#open-roles" className="btn btn-primary">
          See open roles
        </a>
        <a href="#how-to-apply" className="btn btn-secondary">
          How to apply
        </a>
      </PageIntro>

      <section className="section" aria-labelledby="open-roles">
        <h2 id="open-roles" className="section-title rm-anchor">
          Open roles
        </h2>
        <ul className="mt-6 grid gap-5">
          {roles.slice(0, OPEN_ROLES).map((role) => (
            <RoleCard key={role.id} role={role} />
          ))}
        </ul>
        {roles.length > OPEN_ROLES && (
          <Fold summary={`See ${roles.length - OPEN_ROLES} more open roles`} wide>
            <ul className="grid gap-5">
              {roles.slice(OPEN_ROLES).map((role) => (
                <RoleCard key={role.id} role={role} />
              ))}
            </ul>
          </Fold>
        )}
      </section>

      <section className="section" aria-labelledby="benefits">
        <h2 id="benefits" className="section-title">
          What you get
        </h2>
        <TitledFolds items={benefits} />
      </section>

      <section className="section" aria-labelledby="hiring-process">
        <h2 id="hiring-process" className="section-title">
          Our hiring process
        </h2>
        <TitledFolds items={hiringProcess} numbered />
      </section>

      <section className="section" aria-labelledby="how-to-apply">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <h2 id="how-to-apply" className="section-title rm-anchor">
              How to apply
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 leading-7">
              {howToApply.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-6">
              Applications go to{' '}
              <a href={site.emailHref} className="link font-semibold">
                {site.email}
              </a>
              .
            </p>
          </div>
          <div className="rm-notice">
            <h3 id="fraud-warning" className="flex items-center gap-2 font-semibold">
              <ShieldAlert size={20} aria-hidden="true" className="text-accent" />
              Beware of recruitment fraud
            </h3>
            <p className="mt-2 text-sm leading-6">{howToApply.fraudWarning}</p>
          </div>
        </div>
      </section>
    </>
  );
}
