/** The cookies a browser would keep between requests (enough for these flows: name=value pairs). */
export class CookieJar {
  private readonly values = new Map<string, string>();

  /** Takes the Set-Cookie lines of a response; an expired or emptied cookie is forgotten. */
  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") this.values.delete(name);
      else this.values.set(name, value);
    }
    return this;
  }

  set(name: string, value: string) {
    this.values.set(name, value);
    return this;
  }

  clone() {
    const copy = new CookieJar();
    for (const [name, value] of this.values) copy.set(name, value);
    return copy;
  }

  has(name: string) {
    return this.values.has(name);
  }

  header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
