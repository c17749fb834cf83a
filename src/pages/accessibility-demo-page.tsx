// A developer page (/accessibility-demo, noindex): the site's accessibility layer to try by hand,
// namely the skip links, live announcements, focus handling, and the WCAG contrast checker.
import { useId, useRef, useState } from 'react';
import { descriptions } from 'virtual:reachmark/page-descriptions/accessibility-demo';
import { figure } from 'virtual:content-figure/contrast-pairs';
import { PageIntro } from '../components/page-intro';
import { useAnnouncer, type Politeness } from '../features/a11y/announcer-context';
import { ContrastChecker } from '../features/a11y/contrast-checker';
import {
  LIVE_REGION_CLEAR_MS,
  PAGE_LOADED_DELAY_MS,
  SKIP_LINK_ANNOUNCEMENT_MS,
} from '../features/a11y/a11y-constants';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise } from '../../shared/facts/promise-phrases';

export default function AccessibilityDemoPage({ page }: TemplateProps) {
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Developer tools"
        intro={<p>{descriptions[page.id]}</p>}
        figure={<div dangerouslySetInnerHTML={{ __html: figure }} />}
      />
      <div className="section grid gap-8 pt-0 lg:grid-cols-2">
        <SkipLinksDemo />
        <AnnouncerDemo />
        <FocusDemo />
        <MotionNote />
      </div>
      <section className="section pt-0" aria-labelledby="contrast-heading">
        <h2 id="contrast-heading" className="section-title">
          Contrast checker
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          WCAG 2.2 asks for a contrast ratio of at least 4.5:1 for normal text and 3:1 for large
          text (level AA), and 7:1 and 4.5:1 for level AAA. Both themes of this site are checked
          against AA on every template.
        </p>
        <div className="mt-6 ar-demo">
          <ContrastChecker />
        </div>
      </section>
    </>
  );
}

function SkipLinksDemo() {
  const showSkipLinks = () => {
    // The skip links are the first focusable elements of every page; focusing one reveals it.
    document.querySelector<HTMLAnchorElement>('.skip-links a')?.focus();
  };
  return (
    <section className="ar-demo" aria-labelledby="skip-heading">
      <h2 id="skip-heading" className="text-xl font-bold">
        Skip links
      </h2>
      <p className="mt-2">
        Two links sit before the header on every page: “Skip to main content” and “Skip to
        navigation”. They stay hidden until they receive keyboard focus, so keyboard and
        screen-reader users can pass the menu without tabbing through every item.
      </p>
      <p className="mt-2">
        To try them, press <kbd className="kbd">Tab</kbd> right after the page loads, or use the
        button below, then press <kbd className="kbd">Enter</kbd>. Focus lands on the target and the
        destination is announced for {SKIP_LINK_ANNOUNCEMENT_MS / 1000} second.
      </p>
      <button type="button" className="btn btn-secondary mt-4" onClick={showSkipLinks}>
        Focus the first skip link
      </button>
    </section>
  );
}

function AnnouncerDemo() {
  const { announce } = useAnnouncer();
  const [message, setMessage] = useState(
    `Your quote request was sent. We will reply ${replyPromise}.`,
  );
  const [politeness, setPoliteness] = useState<Politeness>('polite');
  const [sent, setSent] = useState<string[]>([]);
  const id = useId();
  const send = () => {
    const text = message.trim();
    if (!text) return;
    announce(text, politeness);
    setSent((previous) => [`${politeness}: ${text}`, ...previous].slice(0, 3));
  };
  return (
    <section className="ar-demo" aria-labelledby="announce-heading">
      <h2 id="announce-heading" className="text-xl font-bold">
        Announcements
      </h2>
      <p className="mt-2">
        Two live regions, one polite and one assertive, carry messages to screen readers without
        moving focus. The site uses them for “Page loaded successfully”{' '}
        {PAGE_LOADED_DELAY_MS / 1000} second after load, for each new page’s title after navigation
        and for retries. Text is cleared {LIVE_REGION_CLEAR_MS} ms after it is set, so the same
        message can be announced again.
      </p>
      <label htmlFor={`${id}-message`} className="ar-field mt-4">
        Message
        <input
          id={`${id}-message`}
          className="ar-input"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium">Politeness</legend>
        <div className="mt-1 flex gap-4">
          {(['polite', 'assertive'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-politeness`}
                value={value}
                checked={politeness === value}
                onChange={() => setPoliteness(value)}
              />
              {value === 'polite' ? 'Polite (waits for a pause)' : 'Assertive (interrupts)'}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" className="btn btn-primary mt-3" onClick={send}>
        Announce message
      </button>
      {sent.length > 0 && (
        <div className="mt-4 text-sm">
          <p className="font-semibold">Sent to the live regions</p>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {sent.map((entry, index) => (
              <li key={`${index}-${entry}`}>{entry}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function FocusDemo() {
  const target = useRef<HTMLHeadingElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <section className="ar-demo" aria-labelledby="focus-heading">
      <h2 id="focus-heading" className="text-xl font-bold">
        Focus handling
      </h2>
      <p className="mt-2">
        After a client-side navigation, focus moves to the new page’s main heading, so keyboard and
        screen-reader users start reading where the content starts instead of at the top of the page
        they left. On first load focus is left alone. Every focusable element shows a visible
        outline when reached by keyboard.
      </p>
      <button
        ref={trigger}
        type="button"
        className="btn btn-secondary mt-4"
        onClick={() => target.current?.focus()}
      >
        Move focus to the target heading
      </button>
      <div className="mt-4 rounded-lg border border-dashed border-line p-4">
        <h3 ref={target} tabIndex={-1} className="ar-focus-target ar-focus-demo text-lg font-bold">
          Focus target heading
        </h3>
        <p className="mt-1 text-sm text-muted">
          A heading is not normally focusable; <code>tabIndex=-1</code> lets a script focus it
          without adding it to the Tab order.
        </p>
        <button
          type="button"
          className="btn btn-secondary mt-3"
          onClick={() => trigger.current?.focus()}
        >
          Return focus to the button
        </button>
      </div>
    </section>
  );
}

function MotionNote() {
  return (
    <section className="ar-demo" aria-labelledby="motion-heading">
      <h2 id="motion-heading" className="text-xl font-bold">
        Reduced motion and touch targets
      </h2>
      <p className="mt-2">
        When the system asks for reduced motion, animations and transitions across the site are cut
        to an instant, and smooth scrolling is turned off. Buttons and links meant for tapping are
        at least 44 by 44 pixels, and on phones form fields use a 16px font so the browser does not
        zoom in when they receive focus.
      </p>
      <p className="mt-4 flex items-center gap-3">
        <span className="spinner shrink-0 text-brand" aria-hidden="true" />
        <span>
          This spinner turns, unless your system asks for reduced motion: then it stands still.
        </span>
      </p>
    </section>
  );
}
