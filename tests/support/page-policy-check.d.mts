// The type of tests/support/page-policy-check.mjs.
export declare function directiveSources(csp: string | null | undefined, name: string): string[] | undefined;
export declare function policyProblems(
  html: string,
  csp: string | null | undefined,
  options?: { integrity?: boolean },
): string[];
