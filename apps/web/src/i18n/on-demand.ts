/**
 * Words of a language that are fetched only when that language is in use (German: its own chunks, so an
 * English reader never downloads them). Loaded once; `loaded` holds them afterwards, so that a
 * registration after the load adds them at once (no frame in English).
 */
export class WordsOnDemand {
  loaded: object | undefined;
  private promise: Promise<object> | undefined;

  constructor(private readonly loader: () => Promise<object>) {}

  load(): Promise<object> {
    this.promise ??= this.loader().then(
      (words) => (this.loaded = words),
      (error: unknown) => {
        this.promise = undefined; // offline: a later switch tries again
        throw error;
      },
    );
    return this.promise;
  }
}

/** `onDemand(() => import('./de.json').then((m) => m.default))` */
export function onDemand(loader: () => Promise<object>): WordsOnDemand {
  return new WordsOnDemand(loader);
}
