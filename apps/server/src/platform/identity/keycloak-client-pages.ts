// The small pages keycloak-js loads in hidden iframes, written for this portal. The third-party
// cookie check (step1 sets a test cookie and moves on to step2, which tells the parent window
// whether the cookie came back) decides whether keycloak-js may use the login-status iframe at
// all. The login-status iframe answers the parent's "client_id session_id" messages with
// "unchanged", "changed" or "error": it first asks /init whether the parent's origin belongs to
// that client, then asks /session which session the realm's cookie names. Only the tenant's own
// origin may frame them; each page allows just its own inline script.
import { createHash } from 'node:crypto';

export interface ClientPage {
  html: string;
  contentSecurityPolicy: string;
}

/** The cookie step1 sets and step2 looks for; a minute is ample for one check. */
const TEST_COOKIE = 'portal_3p_cookie_check';

function hashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

function page(title: string, script: string, frameAncestor: string): ClientPage {
  return {
    html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head>
<body><script>${script}</script></body>
</html>
`,
    contentSecurityPolicy: [
      "default-src 'none'",
      `script-src ${hashOf(script)}`,
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${frameAncestor}`,
    ].join('; '),
  };
}

/**
 * Sets the test cookie both ways a browser may accept it: SameSite=None (needs a secure context)
 * and without SameSite (older browsers refuse None), then continues at step2.
 */
export function thirdPartyCookieStep1(frameAncestor: string): ClientPage {
  const script = `(function () {
  var secure = window.isSecureContext ? '; SameSite=None; Secure' : '';
  document.cookie = '${TEST_COOKIE}=yes; Max-Age=60; Path=/' + secure;
  document.cookie = '${TEST_COOKIE}_legacy=yes; Max-Age=60; Path=/';
  location.replace('step2.html');
})();`;
  return page('Cookie check', script, frameAncestor);
}

/** Reports to the framing page whether the test cookie survived, then removes it. */
export function thirdPartyCookieStep2(frameAncestor: string): ClientPage {
  const script = `(function () {
  var found = document.cookie.split('; ').some(function (entry) {
    return entry.indexOf('${TEST_COOKIE}') === 0;
  });
  document.cookie = '${TEST_COOKIE}=; Max-Age=0; Path=/';
  document.cookie = '${TEST_COOKIE}_legacy=; Max-Age=0; Path=/';
  window.parent.postMessage(found ? 'supported' : 'unsupported', '*');
})();`;
  return page('Cookie check', script, frameAncestor);
}

/**
 * Answers the framing page's "client_id session_id" messages. The origin is checked once per
 * client with /init; the session is asked for on every message, because that is the point.
 * Replies go to the sender's origin only, never to '*': they tell whether a session changed.
 */
export function loginStatusIframe(frameAncestor: string): ClientPage {
  const script = `(function () {
  var base = location.pathname;
  var approved = {};
  function approve(clientId, origin) {
    var key = clientId + ' ' + origin;
    if (approved[key]) return Promise.resolve(true);
    var query = '?client_id=' + encodeURIComponent(clientId) + '&origin=' + encodeURIComponent(origin);
    return fetch(base + '/init' + query, { credentials: 'same-origin' }).then(function (answer) {
      approved[key] = answer.status === 204;
      return approved[key];
    });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || typeof event.data !== 'string') return;
    var parts = event.data.split(' ');
    if (parts.length !== 2) return;
    var reply = function (state) { event.source.postMessage(state, event.origin); };
    approve(parts[0], event.origin)
      .then(function (allowed) {
        if (!allowed) return reply('error');
        return fetch(base + '/session', { credentials: 'same-origin', cache: 'no-store' })
          .then(function (answer) { return answer.json(); })
          .then(function (body) { reply(body.sid === parts[1] ? 'unchanged' : 'changed'); });
      })
      .catch(function () { reply('error'); });
  });
})();`;
  return page('Login status', script, frameAncestor);
}
