// The about page: the agency's story and milestones, mission, values, how an engagement runs, who
// does the work (team by role, leadership and the team members the facts declare, with their photos
// where the owner supplied them), the clients who let us name them (only when one has) and the office,
// which the first screen shows on a map. Long prose, the milestones, the steps and values, the
// team's cards and the directions fold (fold.tsx, titled-folds.tsx) so a phone scans it in seven
// screens.
import { MapPin } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { OfficeMap } from '../components/content/office-map';
import { Fold } from '../components/content/fold';
import { OutcomeTimeline } from '../components/content/outcome-timeline';
import { TeamCard } from '../components/content/team-card';
import { TeamComposition } from '../components/content/team-composition';
import { TitledFolds } from '../components/content/titled-folds';
import { teamMembers } from 'virtual:owner-media/team';
import { ClientLogoWall } from 'virtual:owner-media/logo-wall';
import { site } from '../../shared/site';
import { about } from '../content/company/about';
import type { TemplateProps } from '../site/loading/template-props';

const photoOf = new Map(teamMembers.map((member) => [member.name, member.photo]));

export default function AboutPage({ page }: TemplateProps) {
  const { story, mission, values, process, team, office } = about;
  const leaders = new Set(team.leadership.map((person) => person.name));
  const others = teamMembers.filter((member) => !leaders.has(member.name));
  const [firstParagraph, ...restOfStory] = story.paragraphs;
  return (
    <>
      <PageIntro
        page={page}
        eyebrow={`${site.address.locality} · since ${site.foundingYear}`}
        intro={<p>{about.intro}</p>}
        figure={<OfficeMap />}
      >
        <PageLink to="case-studies" className="btn btn-primary">
          See our results
        </PageLink>
        <PageLink to="careers" className="btn btn-secondary">
          Join the team
        </PageLink>
      </PageIntro>

      <section
        className="section grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        aria-labelledby="about-story"
      >
        <div>
          <h2 id="about-story" className="section-title">
            {story.heading}
          </h2>
          <div className="prose-body mt-4">
            <p>{firstParagraph}</p>
          </div>
          <Fold summary="Read the rest of our story">
            <div className="prose-body">
              {restOfStory.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </Fold>
        </div>
        <div>
          <h3 className="text-lg font-semibold">Milestones</h3>
          <Fold summary={`See our ${story.milestones.length} milestones`}>
            <OutcomeTimeline
              items={story.milestones.map((milestone) => ({
                period: String(milestone.year),
                outcome: milestone.text,
              }))}
            />
          </Fold>
        </div>
      </section>

      <section className="rm-band" aria-labelledby="about-mission">
        <div className="container-page py-12">
          <h2 id="about-mission" className="eyebrow">
            {mission.heading}
          </h2>
          <p className="max-w-4xl text-2xl font-bold tracking-tight sm:text-3xl">
            {mission.statement}
          </p>
          <p className="mt-4 max-w-3xl text-muted">{mission.body}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="about-values">
        <h2 id="about-values" className="section-title">
          What we believe
        </h2>
        <TitledFolds items={values} />
      </section>

      <section className="section" aria-labelledby="about-process">
        <h2 id="about-process" className="section-title">
          {process.heading}
        </h2>
        <TitledFolds
          items={process.steps.map((step) => ({
            title: step.title,
            body: step.body,
            meta: step.duration,
          }))}
          numbered
        />
      </section>

      <section className="section" aria-labelledby="about-team">
        <h2 id="about-team" className="section-title">
          {team.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          {team.size} people. {team.intro}
        </p>
        <TeamComposition roles={team.roles} total={team.size} />
        <h3 className="mt-12 text-xl font-semibold">
          {others.length > 0 ? 'Leadership and the team' : 'Leadership'}
        </h3>
        <Fold summary={`See their ${team.leadership.length + others.length} profiles`} wide>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {team.leadership.map((person) => (
              <TeamCard key={person.name} {...person} photo={photoOf.get(person.name)} />
            ))}
            {others.map((member) => (
              <TeamCard key={member.name} {...member} />
            ))}
          </ul>
        </Fold>
      </section>

      <ClientLogoWall id="about-clients" heading="Clients who let us name them" />

      <section className="section" aria-labelledby="about-office">
        <div className="card grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="about-office" className="section-title">
              {office.heading}
            </h2>
            <p className="mt-3 text-muted">{office.description}</p>
            <address className="mt-4 flex items-start gap-2 not-italic">
              <MapPin size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
              <span>
                {site.legalName}
                <br />
                {site.address.street}, {site.address.locality}, {site.address.region}{' '}
                {site.address.postalCode}
              </span>
            </address>
            <p className="mt-2 text-sm text-muted">{site.hours}</p>
            <PageLink to="contact" className="btn btn-secondary mt-6">
              Book a visit
            </PageLink>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Getting there</h3>
            <Fold summary="Read the directions">
              <ul className="space-y-3 text-sm leading-6 text-muted">
                {office.gettingThere.map((line) => (
                  <li key={line} className="border-l-2 border-line pl-3">
                    {line}
                  </li>
                ))}
              </ul>
            </Fold>
          </div>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
