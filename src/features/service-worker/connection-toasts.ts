// Tells visitors when the connection drops and when it comes back.
import { notify } from '../toasts/notify';

export function watchConnection(): void {
  window.addEventListener('offline', () => {
    void notify({
      id: 'connection',
      title: 'You are offline',
      description:
        'Pages you have visited still open. Forms are kept and sent when you are back online.',
      duration: 8000,
    });
  });
  window.addEventListener('online', () => {
    void notify({ id: 'connection', title: 'Back online', tone: 'success' });
  });
}
