export interface LintResult {
  file: string;
  ok: boolean;
  messages: string[];
}
