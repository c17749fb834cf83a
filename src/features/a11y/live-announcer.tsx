// The two live regions every page carries, fed by announce() from anywhere in the app.
import { useSyncExternalStore } from 'react';
import { announcerStore } from './announcer';

export function LiveAnnouncer() {
  const polite = useSyncExternalStore(
    announcerStore.subscribe,
    announcerStore.polite,
    announcerStore.empty,
  );
  const assertive = useSyncExternalStore(
    announcerStore.subscribe,
    announcerStore.assertive,
    announcerStore.empty,
  );
  return (
    <div className="sr-only">
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        <span key={polite.serial}>{polite.text}</span>
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        <span key={assertive.serial}>{assertive.text}</span>
      </div>
    </div>
  );
}
