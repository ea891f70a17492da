/** A style tag Emotion writes beside the elements it styles in server-rendered markup: its names, its rules. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Moves the style tags Emotion wrote beside a page's elements into its head, so the page is styled from its first
 * paint and hydration finds the body it renders (Emotion renders no style tags in the browser). The global styles go
 * first, each once, then all other styles in one tag whose data-emotion lists their names: the browser's Emotion
 * cache finds them there by those names and inserts none of them again; `data-s` tells it they are in the head
 * already, so it does not move them.
 */
export function withStylesInHead(html: string): string {
  const globals = new Map<string, string>();
  const names: string[] = [];
  const rules: string[] = [];
  const body = html.replace(EMOTION_STYLE, (_tag: string, attribute: string, css: string) => {
    if (attribute.startsWith('css ')) {
      names.push(attribute.slice('css '.length));
      rules.push(css);
    } else if (!globals.has(attribute)) {
      globals.set(attribute, `<style data-s="" data-emotion="${attribute}">${css}</style>`);
    }
    return '';
  });
  const merged = names.length ? `<style data-s="" data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return body.replace('</head>', `${[...globals.values()].join('')}${merged}</head>`);
}
