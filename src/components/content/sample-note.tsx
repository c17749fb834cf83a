// The one calm note a section carries when its client results name no client record and the
// build shows them as sample data (shared/facts/result-claims.ts): a visitor reads the section as
// demo content, once, instead of a badge on every figure. The wording lives here and nowhere else.

export const sampleNotes = {
  figures: 'Demo content: the figures here are samples, not a client’s results.',
  example: 'Demo content: an illustrative example, not a named client’s results.',
  testimonials: 'Demo content: these testimonials are samples, not real clients’ words.',
  report: 'Demo content: this report’s figures are samples, not real client accounts.',
} as const;

export function SampleNote({ of }: { of: keyof typeof sampleNotes }) {
  return <p className="sample-note">{sampleNotes[of]}</p>;
}
