// The interaction timing overlay: average response time, slow interactions, the total and the ten
// newest records, keeping at most 100 (SPEC.md 3 and 9).
import { useEffect, useState } from 'react';
import {
  EVENT_TIMING_THRESHOLD_MS,
  INTERACTION_TITLE,
  RECORD_CAP,
  RECORDS_SHOWN,
  SLOW_INTERACTION_MS,
} from './diagnostics-constants';
import {
  recordInteraction,
  summarizeInteractions,
  type InteractionRecord,
} from './diagnostics-rules';
import { DiagnosticsPanel, RatingText, Stat, Stats } from './diagnostics-panel';
import { diagClass } from './diagnostics-styles';
import { timingSource, watchInteractions } from './watch-interactions';

const sourceNotes = {
  'event-timing': `Measured with the Event Timing API; events shorter than ${EVENT_TIMING_THRESHOLD_MS} ms are not reported.`,
  'next-frame':
    'Measured from pointerdown or keydown to the next painted frame (this browser has no Event Timing API).',
};

function RecordsTable({ records }: { records: InteractionRecord[] }) {
  return (
    <table className={diagClass('records')}>
      <caption>Last {RECORDS_SHOWN} interactions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Element</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.startMs}-${record.name}`}>
            <td>{record.name}</td>
            <td className={diagClass('target')} title={record.target}>
              {record.target}
            </td>
            <td>
              {record.durationMs} ms
              {record.durationMs > SLOW_INTERACTION_MS && (
                <>
                  {' '}
                  <RatingText rating="slow" />
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InteractionOverlay({ exclude }: { exclude: Element | null }) {
  const [records, setRecords] = useState<readonly InteractionRecord[]>([]);
  const source = timingSource();

  useEffect(
    () =>
      watchInteractions(
        (record) => setRecords((previous) => recordInteraction(previous, record)),
        (node) => Boolean(node && exclude?.contains(node)),
      ),
    [exclude],
  );

  const summary = summarizeInteractions(records);
  return (
    <DiagnosticsPanel title={INTERACTION_TITLE}>
      <Stats>
        <Stat label="Average response">
          {summary.total > 0 ? `${summary.averageMs} ms` : 'no interactions yet'}
        </Stat>
        <Stat label={`Slow (over ${SLOW_INTERACTION_MS} ms)`}>{summary.slowCount}</Stat>
        <Stat label="Total">
          {summary.total} (the newest {RECORD_CAP} are kept)
        </Stat>
      </Stats>
      {summary.total > 0 ? (
        <RecordsTable records={summary.last10} />
      ) : (
        <p className={diagClass('note')}>Tap, click or type on the page to measure it.</p>
      )}
      <p className={diagClass('note')}>{sourceNotes[source]}</p>
    </DiagnosticsPanel>
  );
}
