// A tiny cookie jar for driving the identity provider through `app.inject`: keeps cookies by name
// and path, drops expired ones, and sends those whose path covers the request.
import type { LightMyRequestResponse as Response } from 'fastify';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  store(response: Response): void {
    for (const cookie of response.cookies) {
      const path = cookie.path ?? '/';
      const key = `${cookie.name};${path}`;
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name: cookie.name, value: cookie.value, path });
    }
  }

  header(url: string): string {
    const path = new URL(url, 'http://jar.invalid').pathname;
    return [...this.#cookies.values()]
      .filter((cookie) => path === cookie.path || path.startsWith(cookie.path.replace(/\/?$/, '/')))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return [...this.#cookies.values()].some((cookie) => cookie.name === name);
  }
}
