/**
 * A style tag Emotion writes beside the elements it styles in server-rendered markup (its first group: the names of
 * the styles in it). The prerender moves these into the page's head (build/prerender.ts).
 */
export const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
