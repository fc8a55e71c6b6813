/**
 * Stand-ins for the vendors' loaders (analytics, social pixel, click-fraud protection, microblog
 * tag, heat map, ad platform, session recording): `npm start` and the tests load these instead of
 * reaching the internet. Each behaves like its vendor's loader enough to observe: it drains the
 * command queue the site's snippet left, records its load and every call in
 * `window.__fakeTagCalls` and as a beacon to `POST /fake-tags/hits` on its own origin (connect-src),
 * and sets the first-party cookie the vendor sets, so the cookie policy's claims can be tested.
 */
export const FAKE_TAG_VENDORS = ['analytics', 'social-pixel', 'click-fraud', 'microblog', 'heat-map', 'ad-platform', 'session-recording'] as const;
export type FakeTagVendor = (typeof FAKE_TAG_VENDORS)[number];

/** Shared prelude: `record(kind, args)`, `setCookie(name, value, seconds)`, `pixel(path)`, `origin`, `id`. */
const PRELUDE = `
  var current = document.currentScript;
  var src = new URL(current && current.src ? current.src : location.href);
  var origin = src.origin;
  var id = src.searchParams.get('id') || '';
  var calls = (window.__fakeTagCalls = window.__fakeTagCalls || []);
  function plain(value) {
    try { return JSON.parse(JSON.stringify(value === undefined ? null : value)); } catch (e) { return String(value); }
  }
  function record(kind, args) {
    var entry = { vendor: VENDOR, kind: kind, args: plain(Array.prototype.slice.call(args || [])), id: id };
    calls.push(entry);
    var body = JSON.stringify({ vendor: VENDOR, kind: kind, args: entry.args, id: id, page: location.href });
    try { navigator.sendBeacon(origin + '/fake-tags/hits', body); } catch (e) {}
  }
  function setCookie(name, value, seconds) {
    document.cookie = name + '=' + value + '; Max-Age=' + seconds + '; Path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
  }
  function pixel(path) {
    var image = new Image(1, 1);
    image.src = origin + '/fake-tags/' + VENDOR + '/' + path;
  }
  function random() { return String(Math.floor(Math.random() * 1e9)); }
  record('load', [id]);
`;

const BODIES: Record<FakeTagVendor, string> = {
  // gtag.js: reads the data layer in order (consent default, update, js, config) and every later push.
  analytics: `
    var layer = (window.dataLayer = window.dataLayer || []);
    var analyticsGranted = false;
    function handle(entry) {
      var args = Array.prototype.slice.call(entry);
      if (args[0] === 'consent' && args[2] && args[2].analytics_storage) analyticsGranted = args[2].analytics_storage === 'granted';
      record('dataLayer', args);
      if (args[0] === 'config' && analyticsGranted) setCookie('_ga', 'GA1.1.' + random() + '.' + Math.floor(Date.now() / 1000), 63072000);
    }
    for (var i = 0; i < layer.length; i++) handle(layer[i]);
    var push = layer.push;
    layer.push = function () {
      for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
      return push.apply(layer, arguments);
    };
  `,
  // fbevents.js: takes over fbq.callMethod and drains fbq.queue; each event is also an image pixel.
  'social-pixel': `
    var fbq = window.fbq;
    function call() {
      record('fbq', arguments);
      if (arguments[0] === 'track' || arguments[0] === 'trackCustom') pixel('tr?ev=' + encodeURIComponent(arguments[1]) + '&id=' + encodeURIComponent(id));
    }
    if (fbq) {
      fbq.callMethod = call;
      var queued = fbq.queue || [];
      fbq.queue = [];
      for (var i = 0; i < queued.length; i++) call.apply(null, queued[i]);
    }
    setCookie('_fbp', 'fb.1.' + Date.now() + '.' + random(), 7776000);
  `,
  'click-fraud': `
    pixel('monitor?ref=' + encodeURIComponent(location.href));
    setCookie('cc_visitor', random(), 2592000);
  `,
  // uwt.js: takes over twq.exe and drains twq.queue.
  microblog: `
    var twq = window.twq;
    function exe() { record('twq', arguments); }
    if (twq) {
      twq.exe = exe;
      var queued = twq.queue || [];
      twq.queue = [];
      for (var i = 0; i < queued.length; i++) exe.apply(null, queued[i]);
    }
    setCookie('muc_ads', random(), 34128000);
  `,
  // hotjar-{id}.js: reads _hjSettings and drains hj.q.
  'heat-map': `
    var settings = window._hjSettings || {};
    record('settings', [settings.hjid, settings.hjsv]);
    var hj = window.hj;
    var queued = (hj && hj.q) || [];
    for (var i = 0; i < queued.length; i++) record('hj', queued[i]);
    window.hj = function () { record('hj', arguments); };
    setCookie('_hjSessionUser_' + (settings.hjid || id), random(), 31536000);
  `,
  // up_loader.js: defines the universal pixel API, whose init opens a hidden frame on the tracking host.
  'ad-platform': `
    window.ttd_dom_ready = function (run) {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
      else run();
    };
    window.TTDUniversalPixelApi = function () {
      this.init = function (advertiserId, pixelIds, url) {
        record('init', [advertiserId, pixelIds, url]);
        var frame = document.createElement('iframe');
        frame.hidden = true;
        frame.title = 'ad platform';
        frame.src = url + '?adv=' + encodeURIComponent(advertiserId) + '&upid=' + encodeURIComponent(pixelIds.join(','));
        document.body.appendChild(frame);
        setCookie('TDID', random(), 31536000);
      };
    };
  `,
  // clarity tag: drains clarity.q.
  'session-recording': `
    var clarity = window.clarity;
    var queued = (clarity && clarity.q) || [];
    for (var i = 0; i < queued.length; i++) record('clarity', queued[i]);
    window.clarity = function () { record('clarity', arguments); };
    setCookie('_clck', random() + '|2|f|0|0', 31536000);
  `,
};

/** The script of one fake vendor loader. */
export function fakeTagScript(vendor: FakeTagVendor): string {
  return `/* fake ${vendor} tag (apps/platform/src/fake-tags) */\n(function () {\n  var VENDOR = ${JSON.stringify(vendor)};${PRELUDE}${BODIES[vendor]}})();\n`;
}

/**
 * The cookie each fake sets, named as the cookie policy lists the vendor's (apps/web/app/lib/consent/cookie-catalogue.ts).
 * The fakes set them on the page's own site, where a test can see them; some of the real ones live on the vendor's domain.
 */
export const FAKE_TAG_COOKIES: Readonly<Record<FakeTagVendor, string | null>> = {
  analytics: '_ga',
  'social-pixel': '_fbp',
  'click-fraud': 'cc_visitor',
  microblog: 'muc_ads',
  'heat-map': '_hjSessionUser_{id}',
  'ad-platform': 'TDID',
  'session-recording': '_clck',
};
