// The interactive contrast checker of the accessibility demo: two colours (picker or hex), the
// live WCAG ratio, AA/AAA verdicts for normal and large text, and a preview. When the colours stop
// changing, the verdict is announced politely so screen-reader users hear the result.
import { useEffect, useId, useRef, useState } from 'react';
import { ArrowUpDown, Check, X } from 'lucide-react';
import { useAnnouncer } from './announcer-context';
import {
  CONTRAST_AA_LARGE,
  CONTRAST_AA_NORMAL,
  CONTRAST_AAA_LARGE,
  CONTRAST_AAA_NORMAL,
} from './a11y-constants';
import { contrastRatio, formatRatio, normaliseHex, rateContrast } from './contrast';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How long the colours must stay still before the verdict is announced. */
const ANNOUNCE_AFTER_MS = 800;

/** Colour pairs from this site's own themes, to start from. */
const presets = [
  { name: 'Body text, light theme', text: '#0f172a', background: '#ffffff' },
  { name: 'Muted text, dark theme', text: '#a7b3c5', background: '#0b1020' },
  { name: 'Brand button', text: '#ffffff', background: '#3730a3' },
  { name: 'Light grey on white (fails)', text: '#94a3b8', background: '#ffffff' },
];

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const valid = normaliseHex(value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-hex`} className="text-sm font-medium">
        {label} (hex)
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          className="ar-colour"
          aria-label={`${label} picker`}
          value={valid ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={`${id}-hex`}
          type="text"
          className="ar-input w-36 font-mono"
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-error`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {!valid && (
        <p id={`${id}-error`} className="text-sm font-medium">
          Enter a hex colour such as #1e293b or #fff.
        </p>
      )}
    </div>
  );
}

function Verdict({
  pass,
  level,
  size,
  needed,
}: {
  pass: boolean;
  level: string;
  size: string;
  needed: number;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-line px-4 py-3">
      <span>
        <span className="font-semibold">{level}</span> {size}
        <span className="block text-sm text-muted">needs {needed}:1</span>
      </span>
      <span className={`ar-status ${pass ? 'ar-status-ok' : 'ar-status-fail'}`}>
        {pass ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
        {pass ? 'Pass' : 'Fail'}
      </span>
    </li>
  );
}

/** The four WCAG results in the order shown: each level for normal, then large text. */
const VERDICTS = [
  { level: 'aa', size: 'normal', needed: CONTRAST_AA_NORMAL },
  { level: 'aa', size: 'large', needed: CONTRAST_AA_LARGE },
  { level: 'aaa', size: 'normal', needed: CONTRAST_AAA_NORMAL },
  { level: 'aaa', size: 'large', needed: CONTRAST_AAA_LARGE },
] as const;

function verdictSentence(ratio: number): string {
  const { aa, aaa } = rateContrast(ratio);
  const normal = aaa.normal ? 'AAA' : aa.normal ? 'AA' : undefined;
  const large = aaa.large ? 'AAA' : aa.large ? 'AA' : undefined;
  return (
    `Contrast ${formatRatio(ratio).replace(':', ' to ')}. ` +
    `Normal text: ${normal ? `passes ${normal}` : 'fails AA'}. ` +
    `Large text: ${large ? `passes ${large}` : 'fails AA'}.`
  );
}

export function ContrastChecker() {
  const { announce } = useAnnouncer();
  const [text, setText] = useState('#1e293b');
  const [background, setBackground] = useState('#f8fafc');
  const foreground = normaliseHex(text);
  const back = normaliseHex(background);
  const ratio = foreground && back ? contrastRatio(foreground, back) : undefined;
  const rating = ratio === undefined ? undefined : rateContrast(ratio);

  const settled = useDebouncedValue(ratio, ANNOUNCE_AFTER_MS);
  const firstAnnouncement = useRef(true);
  useEffect(() => {
    // The starting colours are not news; only the visitor's changes are announced.
    if (firstAnnouncement.current) {
      firstAnnouncement.current = false;
      return;
    }
    if (settled !== undefined) announce(verdictSentence(settled));
  }, [settled, announce]);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end gap-4">
          <ColourField label="Text colour" value={text} onChange={setText} />
          <ColourField label="Background colour" value={background} onChange={setBackground} />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setText(background);
              setBackground(text);
            }}
          >
            <ArrowUpDown size={16} aria-hidden="true" />
            Swap colours
          </button>
        </div>
        <div>
          <p className="text-sm font-medium">Start from a pair used on this site</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {presets.map((preset) => (
              <li key={preset.name}>
                <button
                  type="button"
                  className="ar-filter"
                  onClick={() => {
                    setText(preset.text);
                    setBackground(preset.background);
                  }}
                >
                  <span
                    className="inline-block h-4 w-4 rounded-full border border-line"
                    style={{
                      background: preset.background,
                      boxShadow: `inset 0 0 0 4px ${preset.text}`,
                    }}
                    aria-hidden="true"
                  />
                  <span className="ml-2">{preset.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div
          className="ar-preview"
          style={foreground && back ? { color: foreground, background: back } : undefined}
        >
          <p className="text-sm font-semibold uppercase tracking-wide">Preview</p>
          <p className="mt-2 text-base">
            Normal text at 16px: Book a free SEO audit for your Pune clinic today.
          </p>
          <p className="mt-2 text-2xl font-bold">Large text at 24px bold</p>
        </div>
      </div>
      <div>
        <p className="text-sm font-medium text-muted">Contrast ratio</p>
        <p className="text-5xl font-extrabold tracking-tight" data-testid="contrast-ratio">
          {ratio === undefined ? '–' : formatRatio(ratio)}
        </p>
        {rating ? (
          <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label="WCAG results">
            {VERDICTS.map(({ level, size, needed }) => (
              <Verdict
                key={`${level} ${size}`}
                pass={rating[level][size]}
                level={level.toUpperCase()}
                size={`${size} text`}
                needed={needed}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-6">Enter two valid colours to see the results.</p>
        )}
        <p className="mt-4 text-sm text-muted">
          Large text is at least 24px, or at least 18.66px in bold. The ratio is truncated to two
          decimals, so a pair never shows a passing figure it does not reach.
        </p>
      </div>
    </div>
  );
}
