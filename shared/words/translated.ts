// `fill`, the placeholder filler of the templates still in TypeScript (the Market view's and the client report's
// words, being moved to the message catalogue, which shared/messages/format-message.ts formats; the UAE-time suffix;
// the demo service's generated texts).

/**
 * Fills `{name}` placeholders; an unknown name is left as it is. A value that already ends in a full stop (a Russian
 * date "2 нояб. 2025 г.", an abbreviation "стр.") takes the place of the template's own full stop right after it, so a
 * sentence never ends in "г..".
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}(\.(?!\.))?/g, (whole, name: string, stop: string | undefined) => {
    const value = values[name];
    if (value === undefined) return whole;
    const text = String(value);
    return stop && !text.endsWith('.') ? `${text}${stop}` : text;
  });
}
