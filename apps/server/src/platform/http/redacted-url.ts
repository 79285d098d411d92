// A request URL fit for a log line: the monitoring socket carries its access token in the query
// (browsers cannot send headers with a WebSocket), and a token in a log is a session for anyone
// who reads the log. Every query parameter that names a token keeps its name and loses its value,
// in its array and object forms too (`accessToken[]=`, `token[0]=`, `refresh_token.x=`), which
// query parsers read as the same parameter.
const SECRET_PARAMETER = /^(access_?token|id_token_hint|refresh_token|token)$/i;

export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      const base = decodeURIComponentSafely(name).split(/[[.]/, 1)[0] ?? '';
      return SECRET_PARAMETER.test(base) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
