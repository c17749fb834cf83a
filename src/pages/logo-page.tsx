// The logo and brand guide: the four SVG logo files to download (each shown on a background it
// suits), the brand colours with the text colour that reads on each, clear space, minimum sizes,
// and do's and don'ts.
import { Check, Download, X } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { site } from '../../shared/site';
import { logoGuide } from '../content/company/logo';
import type { LogoGuide } from '../content/company/schema';
import { contrastRatio, formatRatio } from '../features/a11y/contrast';
import type { TemplateProps } from '../site/loading/template-props';

type Variant = LogoGuide['variants'][number];

/** The preview background for each file: the kind of surface it is made for. */
const previewBackground: Record<Variant['id'], string> = {
  'full-colour': '#ffffff',
  'mono-dark': '#f8fafc',
  'mono-light': '#3730a3',
  mark: '#f1f5f9',
};

const INK = '#0f172a';
const WHITE = '#ffffff';

/** White or ink, whichever reads better on the colour, with its contrast ratio. */
function textOn(hex: string): { colour: string; name: string; ratio: number } {
  const onWhite = contrastRatio(hex, WHITE);
  const onInk = contrastRatio(hex, INK);
  return onWhite >= onInk
    ? { colour: WHITE, name: 'white', ratio: onWhite }
    : { colour: INK, name: 'ink', ratio: onInk };
}

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The first screen's figure: the logo itself, for light backgrounds and for dark ones. */
function LogoOnBackgrounds({ variants }: { variants: Variant[] }) {
  const shown = variants.filter(
    (variant) => variant.id === 'full-colour' || variant.id === 'mono-light',
  );
  return (
    <figure className="ar-figure">
      {shown.map((variant) => (
        <div
          key={variant.id}
          className="flex items-center justify-center rounded-xl p-8"
          style={{ background: previewBackground[variant.id] }}
        >
          <img
            src={variant.file}
            alt={`${variant.name} of ${site.name}, on ${variant.id === 'mono-light' ? 'indigo' : 'white'}`}
            width={variant.width}
            height={variant.height}
          />
        </div>
      ))}
      <figcaption className="mt-3 text-sm text-muted">
        The logo for light backgrounds and for dark ones; every file is below.
      </figcaption>
    </figure>
  );
}

function VariantCard({ variant }: { variant: Variant }) {
  return (
    <li className="card flex flex-col overflow-hidden p-0">
      <div
        className="flex min-h-40 items-center justify-center border-b border-line p-8"
        style={{ background: previewBackground[variant.id] }}
      >
        <img
          src={variant.file}
          alt={`${variant.name} of ${site.name}`}
          width={variant.width * 1.5}
          height={variant.height * 1.5}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold">{variant.name}</h3>
        <p className="text-sm leading-6 text-muted">{variant.description}</p>
        <p className="text-sm leading-6">
          <span className="font-semibold">Use on:</span> {variant.background}
        </p>
        <a href={variant.file} download className="btn btn-secondary mt-auto self-start">
          <Download size={16} aria-hidden="true" />
          Download SVG<span className="sr-only">: {variant.name}</span>
          <span className="font-normal text-muted">({fileName(variant.file)})</span>
        </a>
      </div>
    </li>
  );
}

export default function LogoPage({ page }: TemplateProps) {
  const { variants, colours, clearSpace, minimumSize, dos, donts } = logoGuide;
  const fullLogo = variants.find((variant) => variant.id === 'full-colour')!;
  const mark = variants.find((variant) => variant.id === 'mark')!;
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Brand assets"
        intro={<p>{logoGuide.intro}</p>}
        figure={<LogoOnBackgrounds variants={variants} />}
      >
        <a href={fullLogo.file} download className="btn btn-primary">
          <Download size={16} aria-hidden="true" />
          Download the logo (SVG)
        </a>
        <a href="#colours" className="btn btn-secondary">
          Brand colours
        </a>
      </PageIntro>

      <section className="section" aria-labelledby="logo-files">
        <h2 id="logo-files" className="section-title">
          Logo files
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          {variants.map((variant) => (
            <VariantCard key={variant.id} variant={variant} />
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="colours">
        <h2 id="colours" className="section-title rm-anchor">
          Brand colours
        </h2>
        <p className="mt-3 max-w-3xl text-muted">
          Each swatch shows the text colour that reads on it and the WCAG contrast ratio; body text
          needs at least 4.5:1.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {colours.map((colour) => {
            const text = textOn(colour.hex);
            return (
              <li key={colour.hex} className="card overflow-hidden p-0">
                <div
                  className="flex h-28 items-end justify-between border-b border-line p-4 text-sm font-semibold"
                  style={{ background: colour.hex, color: text.colour }}
                >
                  <span className="text-2xl">Aa</span>
                  <span>
                    {text.name} text {formatRatio(text.ratio)}
                  </span>
                </div>
                <div className="p-4">
                  <h3 className="font-semibold">{colour.name}</h3>
                  <p className="mt-1 font-mono text-sm">{colour.hex}</p>
                  <p className="mt-2 text-sm leading-6 text-muted">{colour.usage}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        className="section grid gap-8 lg:grid-cols-2"
        aria-label="Clear space and minimum size"
      >
        <div>
          <h2 className="section-title">Clear space</h2>
          <p className="mt-3 text-muted">{clearSpace}</p>
          <figure className="mt-6">
            <div className="rm-clear-space">
              <img
                src={fullLogo.file}
                alt={`${site.name} logo with its clear space marked`}
                width={fullLogo.width}
                height={fullLogo.height}
              />
            </div>
            <figcaption className="mt-2 text-sm text-muted">
              The dashed box marks the clear space: 20 pixels on every side at 40 pixels high.
            </figcaption>
          </figure>
        </div>
        <div>
          <h2 className="section-title">Minimum size</h2>
          <p className="mt-3 text-muted">{minimumSize.note}</p>
          <dl className="mt-6 grid gap-3 sm:grid-cols-3">
            <div className="card">
              <dt className="text-sm text-muted">Full logo on screen</dt>
              <dd className="rm-figure text-2xl">{minimumSize.fullLogoPx} px</dd>
            </div>
            <div className="card">
              <dt className="text-sm text-muted">Full logo in print</dt>
              <dd className="rm-figure text-2xl">{minimumSize.printMm} mm</dd>
            </div>
            <div className="card">
              <dt className="text-sm text-muted">Mark alone</dt>
              <dd className="rm-figure text-2xl">{minimumSize.markPx} px</dd>
            </div>
          </dl>
          <div className="rm-logo-sample mt-4 flex flex-wrap items-center gap-6">
            <img
              src={fullLogo.file}
              alt={`${site.name} logo at its minimum width of ${minimumSize.fullLogoPx} pixels`}
              width={minimumSize.fullLogoPx}
              height={Math.round((minimumSize.fullLogoPx * fullLogo.height) / fullLogo.width)}
            />
            <img
              src={mark.file}
              alt={`${site.name} mark at its minimum size of ${minimumSize.markPx} pixels`}
              width={minimumSize.markPx}
              height={minimumSize.markPx}
            />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="logo-rules">
        <h2 id="logo-rules" className="section-title">
          Using the logo
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <div className="card">
            <h3 className="text-lg font-semibold">Do</h3>
            <ul className="mt-3 space-y-3 text-sm leading-6">
              {dos.map((rule) => (
                <li key={rule} className="flex items-start gap-2">
                  <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
                  {rule}
                </li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3 className="text-lg font-semibold">Do not</h3>
            <ul className="mt-3 space-y-3 text-sm leading-6">
              {donts.map((rule) => (
                <li key={rule} className="flex items-start gap-2">
                  <X size={18} aria-hidden="true" className="rm-dont mt-0.5 shrink-0" />
                  {rule}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-8 text-muted">
          Need another format or a co-branded lock-up? Write to{' '}
          <a href={site.emailHref} className="link">
            {site.email}
          </a>{' '}
          or use the{' '}
          <PageLink to="contact" className="link">
            contact page
          </PageLink>
          .
        </p>
      </section>
    </>
  );
}
