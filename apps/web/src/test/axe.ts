import axe from 'axe-core';

/**
 * The serious and critical axe violations on the page as rendered (jsdom has no layout, so colour contrast is left
 * to the e2e journeys' checks in a real browser).
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
