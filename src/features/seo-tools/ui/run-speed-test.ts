// The Page Speed Checker's address test, from the browser: checks the address, asks our server
// for a Lighthouse run as a mobile visitor, then as a desktop one, and hands each report's JSON
// (for the worker) to `onReport` as it arrives; resolves with one message for the visitor if a
// test fails (the tests stop there). Loaded on the first test.
import { runSpeedTest } from '../api/tools-api-client';
import type { SpeedFormFactor } from '../../../../shared/tools-api-contract';
import { fetchableUrl } from './typed-address';

export async function speedReports(
  address: string,
  onTesting: (formFactor: SpeedFormFactor) => void,
  onReport: (formFactor: SpeedFormFactor, json: string) => void,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const url = fetchableUrl(address);
  if (!url)
    return { ok: false, message: 'Enter the page’s web address, such as https://www.example.in/.' };
  for (const formFactor of ['mobile', 'desktop'] as const) {
    onTesting(formFactor);
    const answer = await runSpeedTest(url, formFactor);
    if (!answer.ok)
      return {
        ok: false,
        message: formFactor === 'desktop' ? `Desktop test: ${answer.message}` : answer.message,
      };
    onReport(formFactor, answer.value);
  }
  return { ok: true };
}
