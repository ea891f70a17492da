import axe from 'axe-core';

/**
 * The serious and critical axe violations in a rendered container (the e2e checks the same at both widths in
 * a real browser; jsdom cannot compute colours, so contrast is left to it).
 */
export async function seriousAxeViolations(container: Element = document.body): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
