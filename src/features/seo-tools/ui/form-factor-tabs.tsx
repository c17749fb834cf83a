// The Page Speed Checker's Mobile and Desktop tabs over the report of an address test: a tab is
// enabled once its report is in, and says so while its test is still running. Loaded with the
// first address test, so the tool page's first download stays just its form.
import type { KeyboardEvent } from 'react';
import type { SpeedFormFactor } from '../../../../shared/tools-api-contract';

interface Props {
  /** Ids: `${idPrefix}-mobile` and `${idPrefix}-desktop` name the tabs. */
  idPrefix: string;
  panelId: string;
  ready: Partial<Record<SpeedFormFactor, boolean>>;
  testing: SpeedFormFactor | undefined;
  shown: SpeedFormFactor;
  onShow: (formFactor: SpeedFormFactor) => void;
}

const LABELS: Record<SpeedFormFactor, string> = { mobile: 'Mobile', desktop: 'Desktop' };

export function FormFactorTabs({ idPrefix, panelId, ready, testing, shown, onShow }: Props) {
  // Arrow keys move between the tabs that have a report, as the tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const other: SpeedFormFactor = shown === 'mobile' ? 'desktop' : 'mobile';
    if (!ready[other]) return;
    event.preventDefault();
    onShow(other);
    document.getElementById(`${idPrefix}-${other}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Lighthouse report for"
      className="container-page tool-no-print mb-4 flex flex-wrap gap-3 pt-6"
    >
      {(['mobile', 'desktop'] as const).map((formFactor) => {
        const selected = shown === formFactor;
        return (
          <button
            key={formFactor}
            id={`${idPrefix}-${formFactor}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            disabled={!ready[formFactor]}
            className={selected ? 'btn btn-primary' : 'btn btn-secondary'}
            onClick={() => onShow(formFactor)}
            onKeyDown={onKeyDown}
          >
            {LABELS[formFactor]}
            {testing === formFactor && ' (testing…)'}
          </button>
        );
      })}
    </div>
  );
}
