// Google's PageSpeed Insights API as the Page Speed Checker's measure, when PAGESPEED_API_KEY is
// set: Google's servers run Lighthouse on the address and this server only relays the report
// (`lighthouseResult`, the same Lighthouse JSON a local run gives) with, under the API's own names,
// its real-user data from the Chrome UX Report (loadingExperience, originLoadingExperience) and
// the time of the test (analysisUTCTimestamp). PAGESPEED_API_URL replaces
// Google's endpoint (tests point it at a fake on 127.0.0.1). API errors become plain messages.
import { request, type Dispatcher } from 'undici';
import { SpeedTestError, type SpeedMeasure } from './speed-runner';
import { BodyTooLargeError, readCapped } from './body-reader';

/** PageSpeed Insights answers are a few MB; a larger one is read no further. */
export const MAX_ANSWER_BYTES = 20_000_000;

export const PAGESPEED_API_URL = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

export interface PageSpeedSettings {
  apiKey: string;
  apiUrl: string;
}

/** The PSI settings from the environment, or undefined when no key is set. */
export function readPageSpeedSettings(env: NodeJS.ProcessEnv): PageSpeedSettings | undefined {
  const apiKey = env.PAGESPEED_API_KEY?.trim();
  if (!apiKey) return undefined;
  const apiUrl = env.PAGESPEED_API_URL?.trim() || PAGESPEED_API_URL;
  if (!/^https?:\/\/[^/]/.test(apiUrl) || !URL.canParse(apiUrl))
    throw new Error(`PAGESPEED_API_URL must be an http(s) address; got "${apiUrl}"`);
  return { apiKey, apiUrl };
}

/** The API's real-user data (Chrome UX Report) beside the lab report, relayed as it comes. */
interface PageSpeedField {
  loadingExperience?: unknown;
  originLoadingExperience?: unknown;
  analysisUTCTimestamp?: unknown;
}

interface ApiError {
  error?: { code?: number; message?: string; status?: string; details?: { reason?: string }[] };
}

const UPLOAD_INSTEAD = 'or run Lighthouse in your own Chrome and upload the report.';

/** The visitor's message for a PSI answer other than a report. */
export function pageSpeedError(statusCode: number, body: ApiError): SpeedTestError {
  const error = body.error ?? {};
  const message = error.message ?? '';
  const reasons = (error.details ?? []).map((detail) => detail.reason);
  if (statusCode === 429 || error.status === 'RESOURCE_EXHAUSTED')
    return new SpeedTestError(
      `PageSpeed Insights' quota for this server is used up for now. Try again later, ${UPLOAD_INSTEAD}`,
      'busy',
    );
  if (reasons.includes('API_KEY_INVALID') || /api key/i.test(message) || statusCode === 403)
    return new SpeedTestError(
      `This server's PageSpeed Insights API key was refused (invalid, or the API is not enabled for it). Please tell us; meanwhile ${UPLOAD_INSTEAD}`,
    );
  const lighthouse = /Lighthouse returned error: ([A-Z_]+)/.exec(message);
  if (lighthouse)
    return new SpeedTestError(
      `PageSpeed Insights could not load the page (${lighthouse[1]}). Check that the address opens in a browser, ${UPLOAD_INSTEAD}`,
    );
  return new SpeedTestError(
    `PageSpeed Insights answered with an error (HTTP ${statusCode}). Try again later, ${UPLOAD_INSTEAD}`,
  );
}

export function pageSpeedInsights(
  settings: PageSpeedSettings,
  dispatcher?: Dispatcher,
): SpeedMeasure {
  return async (url, formFactor, signal) => {
    const address = new URL(settings.apiUrl);
    address.searchParams.set('url', url);
    address.searchParams.set('strategy', formFactor);
    // All four categories, as a local run reports them, so the checker shows the same scores.
    for (const category of ['performance', 'accessibility', 'best-practices', 'seo'])
      address.searchParams.append('category', category);
    address.searchParams.set('key', settings.apiKey);
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(address, {
        signal,
        dispatcher,
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new SpeedTestError(
        `PageSpeed Insights could not be reached from this server. Try again later, ${UPLOAD_INSTEAD}`,
      );
    }
    let body: ApiError & PageSpeedField & { lighthouseResult?: Record<string, unknown> };
    try {
      body = JSON.parse(
        (await readCapped(answer.body, MAX_ANSWER_BYTES)).toString('utf8'),
      ) as typeof body;
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof BodyTooLargeError)
        throw new SpeedTestError(
          `PageSpeed Insights sent a report over ${MAX_ANSWER_BYTES / 1_000_000} MB, which this server does not read. Try again later, ${UPLOAD_INSTEAD}`,
        );
      body = {};
    }
    if (answer.statusCode !== 200) throw pageSpeedError(answer.statusCode, body);
    if (!body.lighthouseResult || typeof body.lighthouseResult !== 'object')
      throw new SpeedTestError(
        `PageSpeed Insights answered without a Lighthouse report. Try again later, ${UPLOAD_INSTEAD}`,
      );
    const { loadingExperience, originLoadingExperience, analysisUTCTimestamp } = body;
    return {
      ...body.lighthouseResult,
      loadingExperience,
      originLoadingExperience,
      analysisUTCTimestamp,
    };
  };
}
