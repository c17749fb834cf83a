// The Page Speed Checker's address test, from the browser: checks the address, asks our server
// for a Lighthouse run and returns the report's JSON for the worker, or one message for the
// visitor. Loaded on the first test.
import { runSpeedTest } from '../tools-api-client';
import type { SpeedFormFactor } from '../tools-api-contract';
import { fetchableUrl } from './input-limits';

export async function speedReport(
  address: string,
  formFactor: SpeedFormFactor,
): Promise<{ ok: true; json: string } | { ok: false; message: string }> {
  const url = fetchableUrl(address);
  if (!url)
    return { ok: false, message: 'Enter the page’s web address, such as https://www.example.in/.' };
  const answer = await runSpeedTest(url, formFactor);
  return answer.ok ? { ok: true, json: answer.value } : { ok: false, message: answer.message };
}
