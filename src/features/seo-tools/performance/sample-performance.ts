// One-click sample for the page-speed tool's file analysis: a HAR 1.2 file of a typical Indian
// small-business WordPress page (page builder, slider, Google Fonts, tag manager, a 1 MB banner).
import { SAMPLE_PAGE_URL } from '../sample-inputs';

const ORIGIN = new URL(SAMPLE_PAGE_URL).origin;
const START = Date.parse('2025-03-14T06:51:02.118Z');

/** url, Chrome resource type, MIME type, bytes, start ms, duration ms, priority, compressed, initiator */
type Row = [string, string, string, number, number, number, string, boolean, string];

const ROWS: Row[] = [
  [SAMPLE_PAGE_URL, 'document', 'text/html', 36210, 0, 1380, 'VeryHigh', true, 'other'],
  [
    `${ORIGIN}/wp-content/themes/astra/style.css`,
    'stylesheet',
    'text/css',
    21844,
    1410,
    420,
    'VeryHigh',
    true,
    'parser',
  ],
  [
    `${ORIGIN}/wp-content/plugins/elementor/css/frontend.min.css`,
    'stylesheet',
    'text/css',
    38120,
    1412,
    560,
    'VeryHigh',
    true,
    'parser',
  ],
  [
    'https://fonts.googleapis.com/css2?family=Poppins:wght@400;600&display=swap',
    'stylesheet',
    'text/css',
    1302,
    1414,
    240,
    'VeryHigh',
    true,
    'parser',
  ],
  [
    `${ORIGIN}/wp-includes/js/jquery/jquery.min.js`,
    'script',
    'application/javascript',
    31108,
    1416,
    520,
    'High',
    true,
    'parser',
  ],
  [
    `${ORIGIN}/wp-content/plugins/revslider/js/rbtools.min.js`,
    'script',
    'application/javascript',
    92410,
    1418,
    1140,
    'High',
    false,
    'parser',
  ],
  [
    'https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2M9X',
    'script',
    'application/javascript',
    128770,
    2100,
    770,
    'Low',
    true,
    'script',
  ],
  [
    `${ORIGIN}/wp-content/uploads/2024/02/kitchen-banner.jpg`,
    'image',
    'image/jpeg',
    1184220,
    2010,
    2380,
    'High',
    false,
    'parser',
  ],
  [
    `${ORIGIN}/wp-content/uploads/2024/02/studio-team.png`,
    'image',
    'image/png',
    512904,
    2020,
    1710,
    'Low',
    false,
    'parser',
  ],
  [
    'https://fonts.gstatic.com/s/poppins/v21/pxiEyp8kv8JHgFVrJJfecg.woff2',
    'font',
    'font/woff2',
    7884,
    2150,
    230,
    'VeryHigh',
    false,
    'parser',
  ],
  [
    `${ORIGIN}/wp-admin/admin-ajax.php?action=get_offers`,
    'xhr',
    'application/json',
    1206,
    4600,
    1340,
    'High',
    true,
    'script',
  ],
  [
    `${ORIGIN}/wp-content/uploads/2021/01/old-logo.png`,
    'image',
    'text/html',
    4120,
    2030,
    410,
    'Low',
    true,
    'parser',
  ],
];

function entry([url, type, mimeType, bytes, start, time, priority, compressed, initiator]: Row) {
  const headers = [{ name: 'content-type', value: mimeType }];
  if (compressed) headers.push({ name: 'content-encoding', value: 'br' });
  const wait = type === 'document' ? 1240 : Math.round(time * 0.45);
  return {
    pageref: 'page_1',
    startedDateTime: new Date(START + start).toISOString(),
    time,
    request: {
      method: 'GET',
      url,
      httpVersion: 'h2',
      headers: [],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status: url.endsWith('old-logo.png') ? 404 : 200,
      statusText: '',
      httpVersion: 'h2',
      headers,
      cookies: [],
      content: { size: bytes, mimeType },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      _transferSize: bytes,
    },
    cache: {},
    timings: {
      blocked: 1,
      dns: -1,
      connect: -1,
      ssl: -1,
      send: 0.2,
      wait,
      receive: Math.max(0, time - wait - 1.2),
    },
    _resourceType: type,
    _priority: priority,
    _initiator: { type: initiator },
  };
}

/** A HAR 1.2 document as Chrome DevTools exports it ("Export HAR" in the Network panel). */
export const SAMPLE_HAR = {
  log: {
    version: '1.2',
    creator: { name: 'WebInspector', version: '537.36' },
    pages: [
      {
        startedDateTime: new Date(START).toISOString(),
        id: 'page_1',
        title: SAMPLE_PAGE_URL,
        pageTimings: { onContentLoad: 2890.4, onLoad: 4420.7 },
      },
    ],
    entries: ROWS.map(entry),
  },
};
