/**
 * The shop's translator: nested keys ("nav.cart"), {{name}} placeholders, plural forms chosen by
 * `count` through Intl.PluralRules (key_one, key_other, ...), whole objects with `returnObjects`,
 * namespaces loaded with their pages, and English behind every other language. That is all the
 * app asks of i18next, which weighed 13 KB gzipped on every first load (docs/decisions/0020).
 */
type Tree = { [key: string]: unknown };

export interface TOptions {
  count?: number;
  returnObjects?: boolean;
  [placeholder: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: Tree, source: Tree, overwrite: boolean): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(existing) && isTree(value)) merge(existing, value, overwrite);
    else if (overwrite || existing === undefined) target[key] = value;
  }
  return target;
}

export class Translator {
  #language: string;
  readonly #fallback: string;
  readonly #bundles = new Map<string, Tree>();
  readonly #plurals = new Map<string, Intl.PluralRules>();
  readonly #listeners = new Set<() => void>();

  constructor(language: string, fallback = language) {
    this.#language = language;
    this.#fallback = fallback;
  }

  get language(): string {
    return this.#language;
  }

  /** Runs `listener` when the language changes or texts arrive; returns the way to stop. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }

  changeLanguage(language: string): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#changed();
  }

  /** A namespace's texts in a language as they stand (empty when none have loaded). */
  resources(language: string, ns: string): Tree {
    return this.#bundles.get(`${language}/${ns}`) ?? {};
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.#bundles.has(`${language}/${ns}`);
  }

  /** Adds texts to a namespace; nested objects merge, and `overwrite` decides who wins a clash. */
  addResourceBundle(language: string, ns: string, texts: Tree, overwrite = true): void {
    const key = `${language}/${ns}`;
    this.#bundles.set(key, merge(this.#bundles.get(key) ?? {}, structuredClone(texts), overwrite));
    this.#changed();
  }

  #lookup(language: string, ns: string, key: string): unknown {
    let node: unknown = this.#bundles.get(`${language}/${ns}`);
    for (const part of key.split('.')) {
      if (!isTree(node)) return undefined;
      node = node[part];
    }
    return node;
  }

  #plural(language: string, count: number): string {
    let rules = this.#plurals.get(language);
    if (!rules) this.#plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  /** The text of `key` in `ns`: in `language` (the current one by default), else English, else the key itself. */
  translate(ns: string, key: string, options: TOptions = {}, language = this.#language): unknown {
    for (const candidate of new Set([language, this.#fallback])) {
      let value: unknown;
      if (typeof options.count === 'number') {
        value = this.#lookup(candidate, ns, `${key}_${this.#plural(candidate, options.count)}`) ?? this.#lookup(candidate, ns, `${key}_other`);
      }
      value ??= this.#lookup(candidate, ns, key);
      if (value === undefined) continue;
      if (typeof value !== 'string') return options.returnObjects ? value : key;
      return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (options[name] === undefined ? whole : String(options[name])));
    }
    return key;
  }

  /** `t` bound to a namespace, and to a language (the server renders several at once) or the current one. */
  getFixedT(ns: string, language?: string): TFunction {
    return ((key: string, options?: TOptions) => this.translate(ns, key, options, language ?? this.#language)) as TFunction;
  }

  /** A text of the common namespace. */
  t: TFunction = ((key: string, options?: TOptions) => this.translate('common', key, options)) as TFunction;
}
