/** A machine-translation provider: translates texts in order, or throws. */
export interface MachineTranslator {
  /** Names the provider in the machine-translation cache (a provider change does not reuse old results). */
  readonly name: string;
  translate(texts: string[], sourceLocale: string, targetLocale: string, context?: string): Promise<string[]>;
}
